// The local prescription service's pages, shown in the consultation room's frame: French, usable with
// the keyboard alone, their styles and their one script carrying a per-response nonce (they set their
// own CSP: they are served beside the JSON API, not by it).
import type { Prescriber, PrescriptionPatient } from '../port.ts'

export const LINE_COUNT = 5

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1b1f29;line-height:1.45}
main{padding:1rem 1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
p{margin:.25rem 0}
.muted{color:#4a5263;font-size:.875rem}
fieldset{border:1px solid #8a94a6;border-radius:.375rem;margin:.75rem 0;padding:.5rem .75rem}
legend{font-weight:600;padding:0 .25rem}
.line{display:grid;grid-template-columns:2fr 2fr 1fr;gap:.5rem}
label{display:flex;flex-direction:column;font-size:.875rem;gap:.125rem}
input{font:inherit;padding:.35rem .5rem;border:1px solid #5b6475;border-radius:.25rem}
.error{color:#a11a1a;font-weight:600}
button{font:inherit;font-weight:600;border-radius:.375rem;padding:.55rem 1.1rem;cursor:pointer;border:2px solid #0a3d91;background:#0a3d91;color:#fff}
:focus-visible{outline:3px solid #e0a100;outline-offset:2px}
@media (max-width:40rem){.line{grid-template-columns:1fr}}
`

function page(nonce: string, title: string, body: string, script = ''): string {
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
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`
}

export interface FrameInput {
  nonce: string
  action: string
  authCode: string
  patient: PrescriptionPatient
  prescriber: Prescriber
  /** What was typed, put back with the error when a signature was refused. */
  typed?: readonly { drug: string; dosage: string; duration: string }[]
  error?: string
}

export function prescriptionForm(input: FrameInput): string {
  const lines = Array.from({ length: LINE_COUNT }, (_, index) => {
    const typed = input.typed?.[index]
    const field = (name: string, label: string, value = '', hint = '') =>
      `<label>${label}<input name="${name}-${index}" value="${escape(value)}" autocomplete="off"${hint ? ` placeholder="${escape(hint)}"` : ''}></label>`
    return `<fieldset><legend>Ligne ${index + 1}</legend><div class="line">
${field('drug', 'Médicament', typed?.drug, index === 0 ? 'ex. Paracétamol 1 g, comprimé' : '')}
${field('dosage', 'Posologie', typed?.dosage, index === 0 ? 'ex. 1 comprimé 3 fois par jour' : '')}
${field('duration', 'Durée', typed?.duration, index === 0 ? 'ex. 5 jours' : '')}
</div></fieldset>`
  }).join('\n')
  return page(
    input.nonce,
    'Ordonnance — service de prescription local',
    `<h1>Nouvelle ordonnance</h1>
<p>Pour ${escape(input.patient.firstName)} ${escape(input.patient.lastName)}, par le Dr ${escape(input.prescriber.firstName)} ${escape(input.prescriber.lastName)}.</p>
<p class="muted">Service de prescription local : il remplace le logiciel de prescription en environnement de développement.</p>
${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
<form method="post" action="${escape(input.action)}">
<input type="hidden" name="code" value="${escape(input.authCode)}">
${lines}
<button type="submit">Signer l'ordonnance</button>
</form>`,
  )
}

/** The signed prescription's page: it tells the room (its parent) which prescription to fetch. */
export function signedPage(input: {
  nonce: string
  number: number
  message: { type: 'prescription-signed'; prescriptionId: string; softwarePatientId: string }
  appOrigin: string
}): string {
  return page(
    input.nonce,
    'Ordonnance signée',
    `<h1>Ordonnance n°${input.number} signée</h1><p>Elle est transmise à la consultation.</p>`,
    `window.parent.postMessage(${JSON.stringify(input.message)}, ${JSON.stringify(input.appOrigin)})`,
  )
}

export function expiredPage(nonce: string): string {
  return page(
    nonce,
    'Session expirée',
    `<h1>Session expirée</h1><p>Fermez cette fenêtre et ouvrez de nouveau l'ordonnance depuis la consultation.</p>`,
  )
}
