import * as gstr1 from './gstr1';
import * as gstr2 from './gstr2';
import * as gstr2b from './gstr2b';
import * as gstr3b from './gstr3b';
import * as reportByGst from './report-by-gst';

/** The reports' route modules in one chunk: one dynamic import in the manifest (the login page's budget). */
export const reportScreens = { reportByGst, gstr1, gstr2, gstr3b, gstr2b };
