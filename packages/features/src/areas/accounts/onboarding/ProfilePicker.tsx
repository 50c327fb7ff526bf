// The profile picker of /new-user (the spec's screens): shown when the type is 'select' — dispatch, or an
// invitation link (/register/select). Only the types this mode offers, named as this mode names them.
import { useState } from 'react'
import { registrationUserTypes, userTypeLabel, type Application, type UserType } from '@relais/domain'
import { Button, Radio, RadioGroup } from '@relais/ui'
import * as styles from './onboarding.css.ts'

export interface ProfilePickerProps {
  application: Application
  onPick: (type: UserType) => void
}

const PICKER_REQUIRED = 'Veuillez choisir un profil'

export function ProfilePicker({ application, onPick }: ProfilePickerProps) {
  const [type, setType] = useState<UserType | null>(null)
  const [tried, setTried] = useState(false)
  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (type) onPick(type)
      }}
    >
      <RadioGroup
        label="Vous êtes"
        value={type}
        onChange={(next) => setType(next as UserType)}
        isRequired
        isInvalid={tried && !type}
        errorMessage={PICKER_REQUIRED}
      >
        {registrationUserTypes(application).map((option) => (
          <Radio key={option} value={option}>
            {userTypeLabel(option, application)}
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit">Continuer</Button>
    </form>
  )
}
