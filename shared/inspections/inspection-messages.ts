/**
 * Every text of checklists, inspections and their photos (docs/inspections.md), used
 * by the calls and the screens alike.
 */
export const InspectionMessages = {
  checklistNotFound: 'This checklist no longer exists.',
  checklistInactive: 'This checklist is inactive. Choose an active one.',
  checklistChanged: 'Someone else changed this checklist. Open it again to see their change, then make yours.',
  checklistSaved: 'Checklist saved.',
  nameRequired: 'Name the checklist.',
  sectionName: 'Name the section.',
  pointName: 'Name the point.',
  noPoints: 'Add at least one point to check.',
  tooManyPoints: 'A checklist may have at most 200 points.',
  duplicateSection: (name: string) => `There are two sections named “${name}”. Give each a name of its own.`,
  inspectionNotFound: 'This inspection no longer exists.',
  inspectionChanged: 'Someone else saved this inspection. Open it again to see their marks, then make yours.',
  inspectionDone: 'This inspection is finished. Start a new one to inspect again.',
  inspectionSaved: 'Inspection saved.',
  documentNotFound: 'This document no longer exists.',
  documentClosed: 'This document is closed. Inspections can no longer be added or changed.',
  documentChanged: 'Someone else changed this document. Open it again, then try once more.',
  unknownPoint: (id: string) => `The point ${id} is not on this inspection.`,
  unknownPhoto: 'A photo named here was not uploaded to this document.',
  tooManyPhotos: 'A point may have at most 6 photos.',
  photosOff: 'Photos are switched off in this branch.',
  notAnImage: 'This file is not an image.',
  imageTooLarge: 'This photo is larger than 5 MB. Take it again at a smaller size.',
  uploadMissing: 'The photo did not finish uploading. Take it again.',
  uploadFailed: 'The photo could not be uploaded. Check the connection and try again.',
  recommended: 'Added to the document as a recommended line.',
  alreadyRecommended: 'This point is already on the document as a line.',
  recommendResultOnly: 'Only a point marked Attention or Fail becomes a recommended line.',
} as const;
