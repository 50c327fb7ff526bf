// 'Carte' (/app/map, the dispatch centre): the home visits patients asked for that wait for a nurse,
// the oldest first, and the nurses, on a map and in words beside it. Choosing a request ranks the
// nurses for it as the domain ranks candidates (travel, zone, load; their agenda is not asked), each
// with why in one line and 'Attribuer'. The board is read again every few seconds; a request another
// operator gave meanwhile is refused by the API and leaves the list.
import { useId, useMemo, useRef, useState } from 'react'
import { asApiError } from '@relais/api-client'
import { EMPTY_STATES, rankCandidates, type RankedCandidate } from '@relais/domain'
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  GridList,
  Link,
  PageHeader,
  Skeleton,
  Spinner,
  toastQueue,
} from '@relais/ui'
import { MapView, type MapPlace } from '@relais/ui/MapView'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { DISPATCH_MAP_PATH } from '../paths.ts'
import { positionText, requestedAt, townOf, useBrowserTimeZone, wantedOn } from './board-text.ts'
import {
  useAssignPerformer,
  useDispatchBoard,
  type DispatchBoard,
  type DispatchBoardNurse,
  type DispatchBoardRequest,
} from './use-dispatch-board.ts'
import * as styles from './DispatchMapPage.css.ts'

const TITLE = 'Carte'
const MAP_HEIGHT = 420
/** The dashboard shows this many of the oldest requests; the map shows them all. */
const QUEUE_PREVIEW = 5

const ASSIGN_MESSAGES = {
  done: 'Demande attribuée',
  taken: 'Cette demande a déjà été attribuée.',
  gone: "Cette demande n'est plus en attente.",
  failed: "La demande n'a pas pu être attribuée. Réessayez dans un instant.",
} as const

export function DispatchMapPage() {
  const board = useDispatchBoard()
  return (
    <div className={styles.page}>
      <PageHeader title={TITLE} description="Les demandes en attente et les intervenants." />
      {board.isPending ? (
        <div className={styles.pending}>
          <Spinner label="Chargement de la carte" />
          <div className={styles.pending} aria-hidden="true">
            <Skeleton shape="rect" height={MAP_HEIGHT} />
            <Skeleton shape="rect" height={160} />
          </div>
        </div>
      ) : board.isError ? (
        <Alert variant="error" title="La carte n'a pas pu être chargée.">
          <Button size="sm" variant="secondary" onPress={() => void board.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <Board board={board.data} />
      )}
    </div>
  )
}

function Board({ board }: { board: DispatchBoard }) {
  const { mapStyleUrl } = useAppConfig()
  const timeZone = useBrowserTimeZone()
  const { assign, refreshBoard } = useAssignPerformer()
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [assigning, setAssigning] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const waitingTitle = useRef<HTMLHeadingElement>(null)
  const waitingTitleId = useId()
  const nursesTitleId = useId()
  // A request given meanwhile (here or by another operator) leaves the board, and the choice with it.
  const chosen = board.requests.find((r) => r.id === chosenId) ?? null

  const ranked = useMemo(() => (chosen ? rankNurses(chosen, board.nurses) : []), [chosen, board.nurses])
  const places = useMemo(() => mapPlaces(board, chosen?.id ?? null), [board, chosen])

  const choose = (id: string | null) => {
    setFailure(null)
    setChosenId(id)
  }
  // The button pressed has gone with the request: the list it left takes the focus.
  const backToList = () => {
    setChosenId(null)
    waitingTitle.current?.focus()
  }

  const give = (request: DispatchBoardRequest, nurse: DispatchBoardNurse) => {
    setFailure(null)
    setAssigning(nurse.id)
    assign.mutate(
      { params: { path: { serviceRequestId: request.id } }, body: { performerId: nurse.id } },
      {
        onSuccess: () => {
          toastQueue.add({
            title: ASSIGN_MESSAGES.done,
            description: `${townOf(request)} → ${nurse.name}`,
            variant: 'success',
          })
          backToList()
        },
        onError: (refusal) => {
          const error = asApiError(refusal)
          if (error?.code === 'CONFLICT' || error?.statusCode === 404) {
            setFailure(error.code === 'CONFLICT' ? ASSIGN_MESSAGES.taken : ASSIGN_MESSAGES.gone)
            void refreshBoard()
            backToList()
            return
          }
          // A refusal says why in French; a server failure or a lost connection says nothing useful.
          setFailure(
            error && error.statusCode < 500
              ? (error.fieldErrors?.[0]?.message ?? error.message)
              : ASSIGN_MESSAGES.failed,
          )
        },
        onSettled: () => setAssigning(null),
      },
    )
  }

  return (
    <>
      {places.length > 0 && (
        <MapView
          label="Carte des demandes et des intervenants"
          places={places}
          height={MAP_HEIGHT}
          {...(mapStyleUrl ? { styleUrl: mapStyleUrl } : {})}
        />
      )}
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby={waitingTitleId}>
          <h2 id={waitingTitleId} ref={waitingTitle} tabIndex={-1} className={styles.panelTitle}>
            Demandes en attente ({board.requests.length})
          </h2>
          <GridList
            aria-labelledby={waitingTitleId}
            items={board.requests}
            textValue={(request) => `${townOf(request)}, ${requestedAt(request, timeZone)}`}
            selectionMode="single"
            selectedIds={chosen ? [chosen.id] : []}
            onSelectionChange={(ids) => choose(ids[0] ?? null)}
            emptyTitle={EMPTY_STATES.careRequests}
          >
            {(request) => (
              <span className={styles.request}>
                <span className={styles.town}>{townOf(request)}</span>
                <span className={styles.detail}>{requestedAt(request, timeZone)}</span>
                <span className={styles.detail}>{wantedOn(request)}</span>
              </span>
            )}
          </GridList>
        </section>
        <section className={styles.panel} aria-labelledby={nursesTitleId}>
          <h2 id={nursesTitleId} className={styles.panelTitle}>
            {chosen ? 'Intervenants proposés' : 'Intervenants'}
          </h2>
          {board.nurses.length === 0 ? (
            <EmptyState title="Aucun intervenant disponible" headingLevel={3} />
          ) : chosen ? (
            <>
              <p className={styles.lead}>
                Pour la demande de {townOf(chosen)}, {requestedAt(chosen, timeZone).toLowerCase()}.
              </p>
              <ol className={styles.nurses} role="list" aria-labelledby={nursesTitleId}>
                {ranked.map((ranking, index) => {
                  const nurse = board.nurses.find((n) => n.id === ranking.candidate.id)!
                  return (
                    <li key={nurse.id} className={styles.nurse}>
                      <span className={styles.rank} aria-hidden="true">
                        {index + 1}
                      </span>
                      <NurseText nurse={nurse} timeZone={timeZone} ranking={ranking} first={index === 0} />
                      <Button
                        size="sm"
                        aria-label={`Attribuer à ${nurse.name}`}
                        onPress={() => give(chosen, nurse)}
                        isPending={assigning === nurse.id}
                        pendingLabel="Attribution en cours"
                        isDisabled={assigning !== null && assigning !== nurse.id}
                      >
                        Attribuer
                      </Button>
                    </li>
                  )
                })}
              </ol>
            </>
          ) : (
            <>
              {board.requests.length > 0 && (
                <p className={styles.lead}>
                  Choisissez une demande en attente : les intervenants seront classés pour elle.
                </p>
              )}
              <ul className={styles.nurses} role="list" aria-labelledby={nursesTitleId}>
                {board.nurses.map((nurse) => (
                  <li key={nurse.id} className={styles.nurse}>
                    <NurseText nurse={nurse} timeZone={timeZone} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </>
  )
}

function NurseText({
  nurse,
  timeZone,
  ranking,
  first = false,
}: {
  nurse: DispatchBoardNurse
  timeZone: string
  ranking?: RankedCandidate
  first?: boolean
}) {
  return (
    <span className={styles.nurseText}>
      <span className={styles.nurseName}>
        {nurse.name}
        {ranking && first && ranking.eligible && <Badge variant="success">Recommandé(e)</Badge>}
      </span>
      {ranking && <span className={styles.detail}>{ranking.explanation}</span>}
      <span className={styles.detail}>{positionText(nurse, timeZone)}</span>
    </span>
  )
}

/** The nurses for a request, best first: only travel, zone and load count at the dispatch centre. */
function rankNurses(request: DispatchBoardRequest, nurses: readonly DispatchBoardNurse[]) {
  return rankCandidates(
    { position: request.coordinates, types: [] },
    nurses.map((nurse) => ({
      id: nurse.id,
      name: nurse.name,
      position: nurse.position,
      radiusKm: nurse.radiusKm,
      qualifications: [],
      affiliatedToPmi: false,
      freeMinutes: null,
      activeRequests: nurse.activeRequests,
    })),
  )
}

/** A pin per waiting request (by town) and per nurse the board can place (by name, the other tone). */
function mapPlaces(board: DispatchBoard, chosenId: string | null): MapPlace[] {
  return [
    ...board.requests.map((request) => ({
      id: `request-${request.id}`,
      label: townOf(request),
      coordinates: request.coordinates,
      tone: 'primary' as const,
      highlighted: request.id === chosenId,
    })),
    ...board.nurses.flatMap((nurse) =>
      nurse.position
        ? [
            {
              id: `nurse-${nurse.id}`,
              label: nurse.name,
              coordinates: nurse.position,
              tone: 'secondary' as const,
            },
          ]
        : [],
    ),
  ]
}

/**
 * The dispatch dashboard's queue: how many requests wait for a nurse and the oldest of them, then the
 * way to the map, where they are given.
 */
export function DispatchQueue() {
  const board = useDispatchBoard()
  const timeZone = useBrowserTimeZone()
  if (board.isPending) return <Spinner label="Chargement des demandes en attente" />
  if (board.isError) {
    return (
      <Alert variant="error" title="Les demandes en attente n'ont pas pu être chargées.">
        <Button size="sm" variant="secondary" onPress={() => void board.refetch()}>
          Réessayer
        </Button>
      </Alert>
    )
  }
  const { requests } = board.data
  const oldest = requests.slice(0, QUEUE_PREVIEW)
  return (
    <div className={styles.queue}>
      {requests.length === 0 ? (
        <EmptyState title={EMPTY_STATES.careRequests} headingLevel={3} />
      ) : (
        <>
          <p className={styles.count}>
            {requests.length === 1 ? '1 demande en attente' : `${requests.length} demandes en attente`}
          </p>
          <ul className={styles.queueList} aria-label="Les plus anciennes demandes en attente">
            {oldest.map((request) => (
              <li key={request.id} className={styles.queueItem}>
                <span className={styles.town}>{townOf(request)}</span>
                <span className={styles.detail}>{requestedAt(request, timeZone)}</span>
              </li>
            ))}
          </ul>
          {requests.length > oldest.length && (
            <p className={styles.lead}>
              {requests.length - oldest.length === 1
                ? 'Et 1 autre, sur la carte.'
                : `Et ${requests.length - oldest.length} autres, sur la carte.`}
            </p>
          )}
        </>
      )}
      <Link variant="standalone" href={DISPATCH_MAP_PATH}>
        Ouvrir la carte
      </Link>
    </div>
  )
}
