// Organizations (care structures): the structure's home and its team, shown on the dashboard.
export { OrganizationHome } from './OrganizationHome.tsx'
