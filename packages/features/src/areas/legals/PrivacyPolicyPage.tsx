// /legals/privacy-policy (public). The figures are the spec's privacy-text constants.
import { POSITION_RETENTION_MONTHS } from '@relais/domain'
import { Link } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { LegalPage } from './LegalPage.tsx'

export function PrivacyPolicyPage() {
  const config = useAppConfig()
  const support = <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
  return (
    <LegalPage title="Politique de confidentialité">
      <p>
        {config.brand.name} est un service de coordination des soins édité par Relais Santé. Cette politique
        explique quelles données personnelles nous traitons, pourquoi, combien de temps nous les gardons et
        comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et
        à la loi Informatique et Libertés.
      </p>

      <h2>Qui peut utiliser le service</h2>
      <p>
        Le service est réservé aux personnes âgées d'au moins 15 ans. En dessous de cet âge, le compte doit
        être créé et utilisé avec l'accord et sous la responsabilité d'un titulaire de l'autorité parentale.
      </p>

      <h2>Les données que nous traitons</h2>
      <ul>
        <li>
          Données d'identification et de contact : nom, prénom, adresse email, numéro de téléphone, adresse,
          date de naissance, genre ; pour les professionnels, numéro RPPS et spécialités ; pour les
          structures, numéro FINESS ou SIRET.
        </li>
        <li>
          Données de santé : dossier médical, messages, comptes rendus et documents. Elles sont chiffrées de
          bout en bout dans votre navigateur : nos serveurs ne les reçoivent jamais en clair et nos équipes ne
          peuvent pas les lire.
        </li>
        <li>Données de connexion : dates et heures de connexion, adresse IP, type d'appareil.</li>
        <li>
          Données de géolocalisation, si vous l'autorisez : la position utilisée pour organiser les visites à
          domicile et les tournées.
        </li>
      </ul>

      <h2>Pourquoi nous les traitons</h2>
      <p>
        Pour vous permettre de vous connecter, de coordonner votre prise en charge entre patients,
        professionnels et structures, de prendre et gérer des rendez-vous, d'échanger des messages et des
        documents, d'assurer la sécurité du service et de respecter nos obligations légales. La base légale
        est l'exécution du service que vous avez demandé, le respect d'obligations légales et, pour les
        données de santé, la prise en charge sanitaire et votre consentement.
      </p>

      <h2>Combien de temps nous les gardons</h2>
      <ul>
        <li>Données de connexion : 1 an.</li>
        <li>Données de géolocalisation : {POSITION_RETENTION_MONTHS} mois.</li>
        <li>Cookies et traceurs : 13 mois au plus.</li>
        <li>Données de votre compte : tant que votre compte est ouvert, puis pendant les délais légaux.</li>
        <li>
          Données soumises à une obligation légale de conservation (dossier médical, facturation) : pendant
          les durées fixées par la loi, généralement de 5 à 10 ans.
        </li>
      </ul>

      <h2>Qui peut y accéder</h2>
      <p>
        Seules les personnes que vous autorisez (professionnels et structures qui vous suivent) accèdent à vos
        données de santé. Nos hébergeurs et prestataires techniques n'accèdent qu'aux données strictement
        nécessaires, sous contrat et dans l'Union européenne ou avec des garanties équivalentes. Nous ne
        vendons aucune donnée.
      </p>

      <h2>Vos droits</h2>
      <p>
        Vous pouvez demander l'accès à vos données, leur rectification, leur effacement, leur portabilité, la
        limitation du traitement, vous opposer à celui-ci et retirer votre consentement à tout moment.
        Écrivez-nous à {support}. Nous répondons dans un délai de trois mois au plus. Si vous estimez que vos
        droits ne sont pas respectés, vous pouvez saisir la CNIL (www.cnil.fr).
      </p>

      <h2>Sécurité</h2>
      <p>
        Les données de santé sont chiffrées de bout en bout, les échanges passent par des connexions chiffrées
        et l'accès au service se fait par un code à usage unique ou par Pro Santé Connect.
      </p>
    </LegalPage>
  )
}
