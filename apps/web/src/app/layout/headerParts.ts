/**
 * The header's parts that the first script of a content page (src/light) enhances without React
 * (issue 27): kept apart from Header.tsx so that the script does not import React to find them.
 */
export const MENU_ID = 'site-menu';
/** The Menu button (it controls MENU_ID). */
export const MENU_TOGGLE_CLASS = 'site-header__toggle';
/** The language switcher's form. */
export const LANGUAGE_FORM_CLASS = 'language-switcher';
