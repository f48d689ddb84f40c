/** The i18next namespace the grid translates with. */
export const JVXE_NAMESPACE = 'jvxe';
