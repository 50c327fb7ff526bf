// /legals/cookie-policy (public). The figures are the spec's privacy-text constants.
import { Link } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { LegalPage } from './LegalPage.tsx'

export function CookiePolicyPage() {
  const config = useAppConfig()
  return (
    <LegalPage title="Politique de cookies">
      <p>
        Un cookie est un petit fichier déposé sur votre appareil lorsque vous utilisez {config.brand.name}.
        Cette page dit lesquels nous utilisons et pourquoi.
      </p>

      <h2>Les cookies que nous utilisons</h2>
      <ul>
        <li>
          Cookie de session : il garde votre session ouverte pendant votre visite. Il est strictement
          nécessaire au fonctionnement du service et ne peut pas être désactivé. Il expire après 30 minutes
          d'inactivité et au plus tard 12 heures après la connexion.
        </li>
        <li>
          Stockage local de préférences : l'état du menu latéral, la structure choisie et vos réglages
          d'affichage, sur votre seul appareil.
        </li>
      </ul>
      <p>Nous n'utilisons ni cookie publicitaire ni traceur de mesure d'audience tiers.</p>

      <h2>Durée de conservation</h2>
      <p>
        Les cookies et traceurs sont conservés 13 mois au plus. Vous pouvez les supprimer à tout moment dans
        les réglages de votre navigateur ; votre session prendra alors simplement fin.
      </p>

      <h2>Nous contacter</h2>
      <p>
        Pour toute question sur les cookies ou pour exercer vos droits, écrivez à{' '}
        <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>. Nous répondons dans un
        délai de trois mois au plus.
      </p>
    </LegalPage>
  )
}
