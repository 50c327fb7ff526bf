// Places: the address field and its autocomplete over the places directory, for every form with an
// address (registration, settings; later care requests and home visits).
export { AddressField, addressError, type Address } from './AddressField/AddressField.tsx'
export { FormAddressField } from './AddressField/FormAddressField.tsx'
