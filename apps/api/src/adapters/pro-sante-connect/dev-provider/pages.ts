// The test provider's pages: French, keyboard-usable, no script. Styles carry a per-response nonce
// because these pages set their own CSP (they are served beside the JSON API, not by it).
import type { TestPractitioner } from './practitioners.ts'

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fa;color:#1b1f29;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 .5rem;color:#0a3d91}
fieldset{border:1px solid #8a94a6;border-radius:.375rem;margin:1rem 0;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;gap:.5rem;align-items:flex-start;padding:.375rem 0}
.choice input{margin-top:.3rem;width:1.1rem;height:1.1rem}
.muted{color:#4a5263;font-size:.875rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;border-radius:.375rem;padding:.6rem 1.2rem;cursor:pointer;border:2px solid #0a3d91}
.primary{background:#0a3d91;color:#fff}
.secondary{background:#fff;color:#0a3d91}
:focus-visible{outline:3px solid #e0a100;outline-offset:2px}
`

function page(nonce: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

export function loginPage(input: {
  nonce: string
  action: string
  abortAction: string
  clientName: string
  practitioners: readonly TestPractitioner[]
}): string {
  const choices = input.practitioners
    .map(
      (p, index) => `<div class="choice">
<input type="radio" id="practitioner-${index}" name="practitioner" value="${escape(p.accountId)}"${index === 0 ? ' checked' : ''} aria-describedby="practitioner-${index}-rpps">
<label for="practitioner-${index}">${escape(p.label)} <span class="muted" id="practitioner-${index}-rpps">(RPPS ${escape(p.rpps)})</span></label>
</div>`,
    )
    .join('\n')
  return page(
    input.nonce,
    'Pro Santé Connect (test) — Connexion',
    `<h1>Pro Santé Connect — fournisseur de test</h1>
<p>Cet écran remplace Pro Santé Connect en environnement de développement. Choisissez un professionnel de santé fictif pour vous connecter à ${escape(input.clientName)}.</p>
<form method="post" action="${escape(input.action)}">
<fieldset>
<legend>Professionnel de santé</legend>
${choices}
</fieldset>
<div class="actions">
<button type="submit" class="primary">Se connecter</button>
<button type="submit" class="secondary" formaction="${escape(input.abortAction)}">Annuler</button>
</div>
</form>`,
  )
}

export function logoutPage(nonce: string, form: string): string {
  return page(
    nonce,
    'Pro Santé Connect (test) — Déconnexion',
    `<h1>Déconnexion de Pro Santé Connect</h1>
<p>Voulez-vous aussi fermer votre session Pro Santé Connect de test ?</p>
${form}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" autofocus>Se déconnecter</button>
<button type="submit" class="secondary" form="op.logoutForm">Rester connecté</button>
</div>`,
  )
}

export function messagePage(nonce: string, title: string, message: string): string {
  return page(
    nonce,
    `Pro Santé Connect (test) — ${title}`,
    `<h1>${escape(title)}</h1>\n<p>${escape(message)}</p>`,
  )
}
