// Where the structure's requests live: the list, and the wizard that adds one.
export const REQUESTS_PATH = '/app/organization/requests'
export const NEW_REQUEST_PATH = '/app/organization/requests/new'
/** Where a structure manages the practitioners it may send its requests to. */
export const EXTERNAL_PRACTITIONERS_PATH = '/app/organization/external-practitioners'
/** 'Mes prises en charge': the requests sent to a practitioner or taken by them. */
export const PRACTITIONER_REQUESTS_PATH = '/app/requests'
export const practitionerRequestPath = (id: string) =>
  `${PRACTITIONER_REQUESTS_PATH}/${encodeURIComponent(id)}`
/** The dispatch centre's 'Carte': the requests waiting for a nurse and the nurses. */
export const DISPATCH_MAP_PATH = '/app/map'
