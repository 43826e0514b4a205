/** The service catalogue (docs/catalogue.md): record schemas, GST rates by date, search keys and the seed. */
export * from './schemas';
export * from './gst-rates';
export * from './search-keys';
export * from './seed';
