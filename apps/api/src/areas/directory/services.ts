// What the directory area's handlers use: the four directories (adapters/directory), chosen by
// configuration once per server.
import type { Directories } from '../../adapters/directory/ports.ts'
import type { AreaContext } from '../area.ts'

export interface DirectoryServices {
  directories: Directories
}

export const directoryServices = ({ directories }: AreaContext): DirectoryServices => ({ directories })
