import { mainBusinessType, type Industry } from '../entity/industries';

/** Words the UI uses for the industry-dependent nouns (spec platform §1). */
export type IndustryLabels = {
  Product: string;
  Products: string;
  Order: string;
  Orders: string;
  Item: string;
  Items: string;
  Customer: string;
  Customers: string;
};

/**
 * Labels adapt to the industry (spec platform §1): the auto industry calls
 * products vehicles, orders repair orders and items parts; other industries use
 * equipment or product, work order and item; health care calls customers
 * patients, except HC-1 (the dealer type).
 * Which of equipment or product: service and health-care industries service
 * equipment; manufacturing, OTHER and PROJECTS sell products (decision).
 */
export function industryLabels(industry: Industry): IndustryLabels {
  const family = mainBusinessType(industry);
  const auto = family === 'AUTO';
  const product = auto ? 'Vehicle' : family === 'SVCS' || family === 'HC' ? 'Equipment' : 'Product';
  const patients = family === 'HC' && industry !== 'HC-1';
  return {
    Product: product,
    Products: product === 'Equipment' ? 'Equipment' : `${product}s`,
    Order: auto ? 'Repair Order' : 'Work Order',
    Orders: auto ? 'Repair Orders' : 'Work Orders',
    Item: auto ? 'Part' : 'Item',
    Items: auto ? 'Parts' : 'Items',
    Customer: patients ? 'Patient' : 'Customer',
    Customers: patients ? 'Patients' : 'Customers',
  };
}

const isLabel = (key: string, labels: IndustryLabels): key is keyof IndustryLabels => Object.hasOwn(labels, key);

/**
 * A text with label slots in the industry's words: '{Product} Search' is
 * 'Vehicle Search' in an auto branch, and a lower-case slot is the word in
 * lower case mid-sentence ('The {product} has no current owner.' is 'The vehicle
 * has no current owner.'). Page titles, headings and messages (server messages
 * too: the server fills them from the branch's industry) write the slot, never
 * the word, so the table above stays the one place that decides.
 */
export const withIndustryLabels = (text: string, labels: IndustryLabels): string =>
  text.replace(/\{(\w+)\}/g, (slot, key: string) => {
    if (isLabel(key, labels)) return labels[key];
    const capital = `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
    return key !== capital && isLabel(capital, labels) ? labels[capital].toLowerCase() : slot;
  });
