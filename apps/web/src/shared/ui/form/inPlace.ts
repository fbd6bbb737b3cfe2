/**
 * The attribute that marks a form of a content page the light script sends in place (issue 27,
 * decision 035). Such a form is a plain form that posts to a page of the service, which answers
 * with that page rendered again, the form showing its outcome under the same id. Here, below
 * both, because the form (a feature) sets it and the light script (light/inPlaceForm.ts) reads it.
 */
export const IN_PLACE_FORM_ATTRIBUTE = 'data-in-place';
