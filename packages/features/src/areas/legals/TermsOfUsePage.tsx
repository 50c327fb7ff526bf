// /legals/terms (public): the terms of use that registration asks to accept.
import { Link } from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { LegalPage } from './LegalPage.tsx'

const TERMS_UPDATED_ON = '26/11/2026'

export function TermsOfUsePage() {
  const config = useAppConfig()
  const support = <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
  return (
    <LegalPage title="Conditions générales d'utilisation" updatedOn={TERMS_UPDATED_ON}>
      <p>
        Les présentes conditions générales d'utilisation encadrent l'accès à Relais Santé, le service de
        coordination des soins que vous utilisez ici sous le nom {config.brand.name}, et son utilisation. Le
        service est proposé par son éditeur (« l'éditeur », « nous »). En créant un compte, vous acceptez ces
        conditions ; si vous ne les acceptez pas, n'utilisez pas le service.
      </p>

      <h2>Objet du service</h2>
      <p>
        Relais Santé permet aux patients, aux professionnels de santé (médecins, sages-femmes, infirmiers),
        aux structures de soins et aux équipes de régulation de coordonner une prise en charge : partager un
        dossier médical, échanger des messages et des documents, organiser des rendez-vous, des
        téléconsultations et des demandes de prise en charge.
      </p>
      <p>
        Le service est un outil de coordination. Il ne pose aucun diagnostic et ne remplace ni une
        consultation ni l'avis d'un professionnel de santé. Ce n'est pas un service d'urgence : un message
        peut ne pas être lu tout de suite. En cas d'urgence, appelez le numéro d'urgence de votre pays (le 15
        ou le 112 en France).
      </p>

      <h2>Compte et identification</h2>
      <ul>
        <li>
          Le service est ouvert aux personnes âgées d'au moins 15 ans. En dessous de cet âge, le compte est
          créé et utilisé avec l'accord et sous la responsabilité d'un titulaire de l'autorité parentale.
        </li>
        <li>
          Votre compte est personnel. Vous vous connectez avec un code à usage unique envoyé à votre adresse
          email ou à votre numéro de téléphone, valable 10 minutes ; les professionnels de santé peuvent aussi
          se connecter avec Pro Santé Connect lorsque l'application le propose. Ne communiquez jamais un code
          reçu, y compris à une personne qui se présente comme membre de notre équipe : nous ne vous le
          demanderons pas.
        </li>
        <li>
          Les informations que vous donnez à l'inscription doivent être exactes et tenues à jour, en
          particulier votre adresse email et votre numéro de téléphone, qui servent à vous identifier.
        </li>
        <li>
          Les comptes des structures et des équipes de régulation sont activés après vérification par nos
          équipes. Le compte d'une structure est tenu par une personne habilitée à la représenter.
        </li>
      </ul>

      <h2>Usage professionnel et secret</h2>
      <p>
        Les professionnels de santé utilisent le service dans le cadre de leur exercice et restent seuls
        responsables de leurs décisions médicales. Ils respectent le secret professionnel et les règles de
        déontologie de leur profession. Un professionnel n'accède aux données d'un patient que si le patient
        ou la structure qui le suit lui en a donné l'accès, et seulement pour sa prise en charge. Les
        informations d'un patient ne sont partagées qu'avec les professionnels qui participent à sa prise en
        charge, dans les conditions prévues par le code de la santé publique, et après l'en avoir informé.
      </p>

      <h2>Chiffrement de bout en bout</h2>
      <p>
        Le contenu médical (dossier médical, messages, documents, comptes rendus) est chiffré dans votre
        navigateur avant d'être envoyé : nos serveurs ne le reçoivent jamais en clair, et seules les personnes
        à qui l'accès a été donné peuvent le lire. Une session d'assistance ouverte sur votre compte par
        l'équipe du service n'y a jamais accès.
      </p>
      <p>
        Vos clés de chiffrement restent sur vos appareils. Sur un nouvel appareil, un code de 8 caractères
        envoyé à votre adresse email (ou à votre téléphone) vous permet de retrouver vos données : gardez
        l'accès à l'adresse email et au numéro de téléphone de votre compte. Les informations nécessaires au
        fonctionnement du service (identité, coordonnées, rendez-vous, participants et dates des échanges) ne
        sont pas chiffrées de bout en bout ; elles sont protégées comme le décrit la politique de
        confidentialité.
      </p>

      <h2>Vos engagements</h2>
      <p>En utilisant le service, vous vous engagez à :</p>
      <ul>
        <li>l'utiliser conformément à son objet, à la loi et aux présentes conditions ;</li>
        <li>ne pas prêter votre compte, ni vous connecter au compte d'une autre personne ;</li>
        <li>
          ne partager que des informations et des documents que vous êtes en droit de partager, et respecter
          la confidentialité de ce que d'autres vous confient ;
        </li>
        <li>
          ne pas tenter de contourner la sécurité du service, d'accéder à des données qui ne vous sont pas
          destinées, ni d'en perturber le fonctionnement (envois massifs, extraction automatisée) ;
        </li>
        <li>
          protéger l'accès à vos appareils, vous déconnecter d'un ordinateur partagé, et nous prévenir sans
          délai à {support} si vous pensez que quelqu'un a utilisé votre compte.
        </li>
      </ul>

      <h2>Disponibilité du service</h2>
      <p>
        Nous faisons notre possible pour que le service soit accessible en permanence, sans pouvoir garantir
        qu'il le soit sans interruption. Il peut être suspendu pour une maintenance, annoncée à l'avance
        lorsque c'est possible, ou en raison d'un incident. Certaines fonctions dépendent de services
        extérieurs (envoi des emails et des SMS, Pro Santé Connect, annuaires publics) et peuvent être
        momentanément indisponibles. Ne comptez pas sur le service pour une demande urgente.
      </p>

      <h2>Suspension et fermeture du compte</h2>
      <p>
        Vous pouvez demander la fermeture de votre compte à tout moment en écrivant à {support}. Nous pouvons
        suspendre ou fermer un compte utilisé en violation des présentes conditions ou qui met en danger la
        sécurité du service ou de ses utilisateurs ; sauf urgence, nous vous en informons au préalable. Les
        données soumises à une obligation légale de conservation sont gardées pendant la durée prévue par la
        loi.
      </p>

      <h2>Données personnelles</h2>
      <p>
        Les données que nous traitons, leurs finalités, leurs durées de conservation et la manière d'exercer
        vos droits sont décrites dans la{' '}
        <Link href="/legals/privacy-policy">politique de confidentialité</Link>, et les cookies dans la{' '}
        <Link href="/legals/cookie-policy">politique de cookies</Link>.
      </p>

      <h2>Évolution des conditions</h2>
      <p>
        Nous pouvons faire évoluer ces conditions, notamment pour suivre l'évolution du service ou de la
        réglementation. La date de dernière mise à jour figure en haut de cette page ; en cas de changement
        important, nous vous en informons avant son entrée en vigueur.
      </p>

      <h2>Nous contacter</h2>
      <p>Pour toute question sur ces conditions ou sur le service, écrivez à {support}.</p>

      <h2>Droit applicable</h2>
      <p>
        Les présentes conditions sont soumises au droit français. En cas de désaccord, écrivez-nous d'abord
        afin de rechercher une solution amiable ; à défaut, le litige sera porté devant les juridictions
        françaises compétentes.
      </p>
    </LegalPage>
  )
}
