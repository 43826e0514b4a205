import type { RouteDef } from '@shared/api/route';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { iamRoutes } from '@shared/api/routes/iam';
import { inspectionRoutes } from '@shared/api/routes/inspections';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { partiesRoutes } from '@shared/api/routes/parties';
import { purchaseReturnsRoutes } from '@shared/api/routes/purchase-returns';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { salesReceiptRoutes } from '@shared/api/routes/sales-receipts';
import { creditNoteRoutes } from '@shared/api/routes/credit-notes';
import { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { serviceRoutes } from '@shared/api/routes/service';
import { settingsRoutes } from '@shared/api/routes/settings';
import { ticketRoutes } from '@shared/api/routes/tickets';
import { usersRoutes } from '@shared/api/routes/users';
import { describe, expect, it } from 'vitest';
import { APP_SCREENS } from './screens';

/**
 * A screen's permission is the one of the call that fills it: the manifests
 * name the access model's permission (so the login bundle does not carry every
 * route table's schemas) and this pins it to the route table.
 */
const CALL_OF_SCREEN: Record<string, RouteDef> = {
  'Customers/CustomerSearch': partiesRoutes.searchCustomers,
  'Customers/Customer/:Id': partiesRoutes.getCustomer,
  'patients/patientsearch': partiesRoutes.searchCustomers,
  'Patients/Patient/:Id': partiesRoutes.getCustomer,
  'Vendors/VendorSearch': partiesRoutes.searchVendors,
  'Vendors/Vendor/:Id': partiesRoutes.getVendor,
  'Products/ProductSearch': partiesRoutes.searchProducts,
  'Products/Product/:Id': partiesRoutes.getProduct,
  'User/Users': usersRoutes.listUsers,
  'User/User/:Id': usersRoutes.getUser,
  'settings/roles': usersRoutes.listRoles,
  'settings/Designations': usersRoutes.listDesignations,
  'settings/Departments': usersRoutes.listDepartments,
  'settings/activeloginsessions': iamRoutes.activeSessions,
  'settings/companyprofile': settingsRoutes.putCommon,
  'settings/entityinsurancesettings': settingsRoutes.putEntityInsurance,
  'settings/quicklist': settingsRoutes.createQuickList,
  'settings/customercategories': settingsRoutes.createCustomerCategory,
  'settings/warehousesettings': settingsRoutes.listWarehouses,
  'settings/banksettings': settingsRoutes.bankSettings,
  'settings/inventory/Items': settingsRoutes.putInventory,
  'settings/purchasesettings': settingsRoutes.putInventory,
  'settings/salessettings': settingsRoutes.putSales,
  'settings/inventory/reasons': settingsRoutes.createSettingsEntry,
  'settings/Inventory/ProductTypes': settingsRoutes.createSettingsEntry,
  'settings/Inventory/Categories': settingsRoutes.createSettingsEntry,
  'settings/inventory/locations': settingsRoutes.createSettingsEntry,
  'settings/inventory/Attributes': settingsRoutes.createSettingsEntry,
  'settings/inventory/customfields': settingsRoutes.createSettingsEntry,
  'settings/ServiceList': catalogueRoutes.guideOps,
  'settings/service/:Id': catalogueRoutes.createOperation,
  'settings/Service/Categories': catalogueRoutes.serviceCategories,
  'settings/ComplaintList': catalogueRoutes.complaints,
  'settings/checklists': inspectionRoutes.checklists,
  'settings/checklist/:Id': inspectionRoutes.createChecklist,
  'settings/WorkOrderTypes': catalogueRoutes.workOrderTypes,
  'settings/MakesList': catalogueRoutes.makes,
  'settings/Models': catalogueRoutes.models,
  'settings/LaborRates': catalogueRoutes.pricesSet,
  'Service/Estimate/:Id/*': serviceRoutes.estimate,
  'Service/Estimate/:Id/Print/:Variant': serviceRoutes.estimate,
  'Service/WorkOrder/:Id/*': serviceRoutes.repairOrder,
  'Service/WorkOrder/:Id/Print/:Variant': serviceRoutes.repairOrder,
  'Appointments/services': appointmentRoutes.appointmentCalendar,
  'Appointments/service/New': appointmentRoutes.createAppointment,
  'Appointments/service/:Id': appointmentRoutes.appointment,
  'Tickets/ticketslist': ticketRoutes.tickets,
  'Tickets/Ticket/New': ticketRoutes.createTicket,
  'Tickets/Ticket/:Id': ticketRoutes.ticket,
  'items/inventory': inventoryRoutes.stock,
  'items/adjustments': inventoryRoutes.adjustments,
  'items/adjustment/new': inventoryRoutes.createAdjustment,
  'items/IssueParts': inventoryRoutes.waitingParts,
  'reports/drugexpirereport': inventoryRoutes.expiringBatches,
  'items/masteritemlist': inventoryRoutes.items,
  'items/masteritem/New': inventoryRoutes.createItem,
  'items/item/New/false/AutoClose/true': inventoryRoutes.createItem,
  'items/masteritem/:Id': inventoryRoutes.item,
  'items/ItemGroups': inventoryRoutes.itemGroups,
  'items/ItemGroup/New': inventoryRoutes.createItemGroup,
  'items/pricelists': inventoryRoutes.priceLists,
  'items/pricelist/new': inventoryRoutes.createPriceList,
  'items/pricelist/:Id': inventoryRoutes.prices,
  'reports/reorderpointreport': inventoryRoutes.reorderReport,
  'reports/stockstatement': inventoryRoutes.stockStatement,
  'reports/GSTR2': invoicesRoutes.gstr2,
  'reports/GSTR3B': invoicesRoutes.gstr3b,
  'allocatedparts/allocatedpartslist': inventoryRoutes.allocatedParts,
  'requestedparts/requestedpartslist': inventoryRoutes.requestedParts,
  'inventory/wodashboard': inventoryRoutes.partsWaitingOrders,
  'PurchaseOrder/PurchaseOrders': purchasingRoutes.purchaseOrders,
  'PurchaseOrder/PurchaseOrder/New': purchasingRoutes.createPurchaseOrder,
  'PurchaseOrder/PurchaseOrder/:Id': purchasingRoutes.purchaseOrder,
  'PurchaseOrder/PurchaseReceives': purchasingRoutes.purchaseReceives,
  'PurchaseOrder/PurchaseReceive/New': purchasingRoutes.createPurchaseReceive,
  'Bills/BillPayment/:Id': purchasingRoutes.billPayment,
  'purchasereturn/purchasereturns': purchaseReturnsRoutes.purchaseReturns,
  'purchasereturn/purchasereturn/New': purchaseReturnsRoutes.createPurchaseReturn,
  'vendordebit/debits': purchaseReturnsRoutes.debitNotes,
  'vendordebit/debit/New': purchaseReturnsRoutes.createDebitNote,
  'vendordebit/debit/:Id': purchaseReturnsRoutes.debitNote,
  'vendorcreditnote/vendorcreditnotes': purchaseReturnsRoutes.vendorCredits,
  'vendorcreditnote/vendorcreditnote/New': purchaseReturnsRoutes.createVendorCredit,
  'vendorcreditnote/vendorcreditnote/:Id': purchaseReturnsRoutes.vendorCredit,
  'transferorder/transferorderderdashboard': inventoryRoutes.transfers,
  'transferorder/transferorder/New': inventoryRoutes.createTransfer,
  'transferorder/transferorder/:Id': inventoryRoutes.transfer,
  'mi/midashboard': inventoryRoutes.materialIns,
  'mi/mi/New': inventoryRoutes.createMaterialIn,
  'mi/mi/:Id': inventoryRoutes.materialIn,
  'mout/moutdashboard': inventoryRoutes.materialOuts,
  'mout/mout/New': inventoryRoutes.createMaterialOut,
  'mout/mout/:Id': inventoryRoutes.materialOut,
  'Accounting/salesreceiptsearch': salesReceiptRoutes.receipts,
  'Accounting/salesreceipts/New': salesReceiptRoutes.createReceipt,
  'Accounting/salesreceipts/:Id': salesReceiptRoutes.receipt,
  'Accounting/salesreceipts/:Id/ReOpen': salesReturnRoutes.reopenReceipt,
  'salesreturn/salesreturns': salesReturnRoutes.salesReturns,
  'salesreturn/salesreturn/New': salesReturnRoutes.createSalesReturn,
  'salesreturn/salesreturn/:Id': salesReturnRoutes.salesReturn,
  'credit/creditnotes': creditNoteRoutes.creditNotes,
};

describe('the screen manifests', () => {
  it('give each path once', () => {
    const paths = APP_SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(Object.entries(CALL_OF_SCREEN))('%s needs what its call needs', (path, call) => {
    const screen = APP_SCREENS.find((s) => s.path === path);
    expect(screen?.permission).toEqual(call.permission);
  });
});
