// Organizations (care structures): the structure's home and its team, shown on the dashboard, and
// 'Rejoindre une structure'.
export { JoinOrganizationPage } from './JoinOrganizationPage.tsx'
export { OrganizationHome } from './OrganizationHome.tsx'
export { useOrganizationGroupSync } from './organization-group.ts'
