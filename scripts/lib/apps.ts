// The three apps and the fixed local ports `npm start` uses (each overridable by its variable).
export const APPS = ['perinatal', 'mobility', 'dispatch'] as const
export type AppName = (typeof APPS)[number]

export const DEFAULT_PORTS = { api: 4000, perinatal: 4001, mobility: 4002, dispatch: 4003 } as const

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const port = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback)
    if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a TCP port`)
    return value
  }
  return {
    api: port('API_PORT', DEFAULT_PORTS.api),
    perinatal: port('PERINATAL_PORT', DEFAULT_PORTS.perinatal),
    mobility: port('MOBILITY_PORT', DEFAULT_PORTS.mobility),
    dispatch: port('DISPATCH_PORT', DEFAULT_PORTS.dispatch),
  }
}
