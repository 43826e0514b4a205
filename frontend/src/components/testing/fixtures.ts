import type { LoginResponse } from '@shared/api/routes/iam';

/** A login answer that satisfies the contract (spec platform §3 'Login response'). */
export function loginAnswer(
  overrides: { userId?: string; entityId?: string; token?: string; access?: LoginResponse['Access'] } = {},
): LoginResponse {
  return {
    Token: overrides.token ?? 'token-1',
    Entity: {
      Config: { Industry: 'AUTO-2', Common: {}, Service: { Access: true } },
      Settings: {
        Acc: { SPType: -1, LTot: 'AT' },
        Common: { Tax: { Tax: true } },
        Inventory: { DUoM: -1 },
        Service: { PrDays: 1, Labor: 'OWN' },
        UITheme: { AppeVariant: 'MS' },
        DecimalsNumber: 2,
        TZ: 'Asia/Calcutta',
        Address: { Add1: '1 MG Road', Ct: 'Pune', State: 'Maharashtra', Pin: '411001', StCode: '27' },
      },
      DName: 'Demo Motors Pune',
      UName: 'demo-pune',
      EntId: overrides.entityId ?? 'ent-1',
      OrgId: 'org-1',
    },
    Access: overrides.access ?? { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false } },
    User: { Name: 'Asha Rao', TZ: 'Asia/Calcutta', UserId: overrides.userId ?? 'user-1', UserName: 'advisor' },
    Org: { OrgId: 'org-1', Name: 'Demo Motors', Domain: 'demo' },
    MBType: 'AUTO',
    BType: 'AUTO-2',
    SessionId: 'sess-1',
  };
}

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
