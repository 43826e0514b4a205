import * as checklistEditor from './checklist-editor';
import * as checklistList from './checklist-list';
import * as complaintList from './complaint-list';
import * as laborRates from './labor-rates';
import * as makesList from './makes-list';
import * as models from './models';
import * as serviceCategories from './service-categories';
import * as serviceEditor from './service-editor';
import * as serviceList from './service-list';
import * as workOrderTypes from './work-order-types';

/**
 * The catalogue's route modules in one chunk: the manifest loads them through a
 * single dynamic import, so the login page carries one preload list for the
 * catalogue instead of eight (its 150 KB budget).
 */
export const catalogueScreens = {
  checklistEditor,
  checklistList,
  complaintList,
  laborRates,
  makesList,
  models,
  serviceCategories,
  serviceEditor,
  serviceList,
  workOrderTypes,
};
