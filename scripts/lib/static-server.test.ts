import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './static-server.ts'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describe('the apps’ Content-Security-Policy', () => {
  const apiUrl = 'https://api.relais-sante.fr'

  it('lets the maps reach a tile service only where one is configured', () => {
    const embedded = contentSecurityPolicy({ apiUrl })
    expect(directive(embedded, 'img-src')).toBe("img-src 'self' data: blob:")
    const tiles = contentSecurityPolicy({
      apiUrl,
      mapStyleUrl: 'https://tuiles.exemple.fr/styles/clair.json',
    })
    expect(directive(tiles, 'connect-src')).toBe(
      "connect-src 'self' data: https://api.relais-sante.fr wss://api.relais-sante.fr https://tuiles.exemple.fr",
    )
    expect(directive(tiles, 'img-src')).toBe("img-src 'self' data: blob: https://tuiles.exemple.fr")
  })
})
