import { useLocation, useNavigate } from 'react-router'
import { Button, Card, PageHeader } from '@relais/ui'
import { FEATURE_NOT_READY, NOT_FOUND } from '@relais/domain'
import { menuEntryFor } from './not-ready.ts'

/**
 * /app/* entries of the menus whose screens are not built yet. Any other /app path is 'Page non
 * trouvée', drawn inside the layout (the kit's full-page NotFound is a second <main>).
 */
export function FeatureNotReadyPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const entry = menuEntryFor(location.pathname)
  if (!entry) {
    return (
      <>
        <PageHeader title={NOT_FOUND.title} />
        <div>
          <Button onPress={() => void (window.history.length > 1 ? navigate(-1) : navigate('/app'))}>
            {NOT_FOUND.back}
          </Button>
        </div>
      </>
    )
  }
  return (
    <>
      <PageHeader title={entry.label} />
      <Card>
        <p>{FEATURE_NOT_READY}</p>
      </Card>
    </>
  )
}
