import { useNavigate } from 'react-router'
import { NotFound } from '@relais/ui'

/** Unknown routes: 'Page non trouvée' with 'Retour' going back (or home when there is no history). */
export function NotFoundPage() {
  const navigate = useNavigate()
  return <NotFound onBack={() => void (window.history.length > 1 ? navigate(-1) : navigate('/'))} />
}
