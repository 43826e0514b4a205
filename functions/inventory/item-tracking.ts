/** The line tracking checks live in functions/lib (shared with purchasing receives). */
export { lineTracking, trackedItems, type LineTracking, type TrackingInput } from '../lib/item-tracking';
