import { useLocation } from 'react-router'
import { Card, PageHeader } from '@relais/ui'
import { NotFoundPage } from './NotFoundPage.tsx'
import { FEATURE_NOT_READY_MESSAGE, menuEntryFor } from './not-ready.ts'

/** /app/* entries of the menus whose screens are not built yet; any other /app path is not found. */
export function FeatureNotReadyPage() {
  const location = useLocation()
  const entry = menuEntryFor(location.pathname)
  if (!entry) return <NotFoundPage />
  return (
    <>
      <PageHeader title={entry.label} />
      <Card>
        <p>{FEATURE_NOT_READY_MESSAGE}</p>
      </Card>
    </>
  )
}
