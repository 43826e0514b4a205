import { Button, CheckboxField, Flex, SelectField, SwitchField, Text, TextField } from '@aws-amplify/ui-react';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { SLOT_LENGTHS } from '@shared/appointments/appointment-rules';
import type { CalendarAnswer } from '@shared/appointments/appointment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { apiCall } from '../../../lib/api-client';
import { addDays, weekdayOf } from '../../../lib/format';

type Settings = CalendarAnswer['Settings'];

/** A Sunday, so day n of the week is this date plus n (for the weekday's name). */
const SUNDAY = '2026-11-29';
const dayName = (n: number): string => weekdayOf(addDays(SUNDAY, n));
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
/** A new bay's id: unique within the branch's list, stable once saved (appointments name it). */
const newBayId = (): string => `bay${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * The branch's appointment settings (docs/customer-loop.md §2), for a Service
 * module admin: slot length, working hours and days, bays, deliberate
 * double-booking and the public page's reach. Saved at the `ver` read.
 */
export function CalendarSettingsDialog({ settings, onClose }: { settings: Settings; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(settings);
  const save = useMutation({
    mutationFn: () =>
      apiCall(appointmentRoutes.saveAppointmentSettings, {
        body: {
          SlotMin: draft.SlotMin as (typeof SLOT_LENGTHS)[number],
          Open: draft.Open,
          Close: draft.Close,
          Days: draft.Days,
          Bays: draft.Bays.map((b) => ({ Id: b.Id, Name: b.Name.trim() })).filter((b) => b.Name !== ''),
          Overbook: draft.Overbook,
          PublicDays: draft.PublicDays,
          MaxOpenPerPhone: draft.MaxOpenPerPhone,
          ver: settings.ver,
        },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['Appointments'] });
      toast.success('Calendar settings saved.');
      onClose();
    },
    onError: notifyError,
  });
  const set = (change: Partial<Settings>) => setDraft({ ...draft, ...change });
  const toggleDay = (n: number) =>
    set({ Days: draft.Days.includes(n) ? draft.Days.filter((d) => d !== n) : [...draft.Days, n].sort() });

  return (
    <Dialog open title="Calendar settings" onClose={onClose}>
      <form
        aria-label="Calendar settings"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Flex direction="column" gap="small">
          <Flex gap="small" wrap="wrap">
            <SelectField
              label="Slot length"
              value={String(draft.SlotMin)}
              onChange={(e) => set({ SlotMin: Number(e.target.value) })}
            >
              {SLOT_LENGTHS.map((m) => (
                <option key={m} value={m}>{`${m} min`}</option>
              ))}
            </SelectField>
            <TextField label="Opens" type="time" value={draft.Open} onChange={(e) => set({ Open: e.target.value })} />
            <TextField
              label="Closes"
              type="time"
              value={draft.Close}
              onChange={(e) => set({ Close: e.target.value })}
            />
          </Flex>
          <fieldset className="kk-appt-days">
            <legend>Working days</legend>
            {WEEKDAYS.map((n) => (
              <CheckboxField
                key={n}
                name={`day-${n}`}
                label={dayName(n)}
                checked={draft.Days.includes(n)}
                onChange={() => toggleDay(n)}
              />
            ))}
          </fieldset>
          <fieldset className="kk-appt-days">
            <legend>Bays (none: the advisors are the calendar's columns)</legend>
            <Flex direction="column" gap="xs">
              {draft.Bays.map((bay, i) => (
                <Flex key={bay.Id} gap="xs" alignItems="flex-end">
                  <TextField
                    label={`Bay ${i + 1}`}
                    value={bay.Name}
                    onChange={(e) =>
                      set({ Bays: draft.Bays.map((b) => (b.Id === bay.Id ? { ...b, Name: e.target.value } : b)) })
                    }
                  />
                  <Button size="small" onClick={() => set({ Bays: draft.Bays.filter((b) => b.Id !== bay.Id) })}>
                    {`Remove bay ${i + 1}`}
                  </Button>
                </Flex>
              ))}
              <Flex>
                <Button size="small" onClick={() => set({ Bays: [...draft.Bays, { Id: newBayId(), Name: '' }] })}>
                  Add bay
                </Button>
              </Flex>
            </Flex>
          </fieldset>
          <SwitchField
            label="Allow double-booking a slot"
            isChecked={draft.Overbook}
            onChange={(e) => set({ Overbook: e.target.checked })}
          />
          <Flex gap="small" wrap="wrap">
            <TextField
              label="Public page: days ahead"
              type="number"
              min={1}
              max={60}
              value={String(draft.PublicDays)}
              onChange={(e) => set({ PublicDays: Number(e.target.value) })}
            />
            <TextField
              label="Open online bookings per phone"
              type="number"
              min={1}
              max={10}
              value={String(draft.MaxOpenPerPhone)}
              onChange={(e) => set({ MaxOpenPerPhone: Number(e.target.value) })}
            />
          </Flex>
          <Text fontSize="small">Booked appointments keep their place whatever changes here.</Text>
          <Flex gap="small" justifyContent="flex-end">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={save.isPending}>
              Save
            </Button>
          </Flex>
        </Flex>
      </form>
    </Dialog>
  );
}
