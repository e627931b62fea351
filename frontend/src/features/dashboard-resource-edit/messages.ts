// The resource edit screen's messages (003 §5, §8), the spec's quoted exactly; the rest marked ours.
import { RESOURCES_TAB_MESSAGES } from '../dashboard-resources/messages.ts';

export const RESOURCE_EDIT_MESSAGES = {
  /** 003 §8: a toast after each save. */
  saved: 'Resource saved',
  /** 003 §5: an image chosen for the resource did not upload. */
  someImageNotUploaded: 'Some Image is not uploaded...',
  /** 003 §5: a video chosen for the resource did not upload. */
  someVideoNotUploaded: 'Some Video is not upload...',
  /** 003 §5: a save with neither images nor videos, titled 'Oops!'. */
  needsMedia: 'A resource must contain some images or videos.',
  oopsTitle: 'Oops!',
  /** 003 §5: a video without a thumbnail. */
  videoProcessing: 'Please wait for the video to finish processing',
  /** 003 §5: the cropped image did not upload. */
  cropFailed: 'Error while saving cropped image.',
  /** 003 §4: the title of a copy starts with this. */
  copyPrefix: 'COPY - ',
  // Ours (the spec gives none for these):
  saveTitle: 'Save Resource',
  nameRequired: 'Please enter a name.',
  landingUrl: 'Please enter a web address starting with http:// or https://.',
  officesRequired: 'Please choose at least one office.',
  notAllowed: 'Your role does not create resources on this dashboard.',
  /** The resources tab's words for the same rule (003 §6). */
  noOffices: RESOURCES_TAB_MESSAGES.noOffices,
  noDashboard: 'Your dashboard could not be loaded, so resources cannot be saved here.',
  newReference: 'A new reference is given when the copy is saved.',
} as const;
