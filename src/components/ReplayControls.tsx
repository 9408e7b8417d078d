import { useId } from "react";
import type { ReplayPlayer } from "../core/sources/replay.js";
import { useReplay } from "../react/useReplay.js";

/** Props of `ReplayControls`. */
export interface ReplayControlsProps {
  /** The player from `replay(store, recording)`. */
  readonly player: ReplayPlayer;
  /** The speeds offered. @default [0.5, 1, 2, 4, 10] */
  readonly speeds?: readonly number[];
  readonly className?: string;
}

const DEFAULT_SPEEDS = [0.5, 1, 2, 4, 10] as const;

/**
 * Play, pause, speed and a scrubber for a recorded session: time travel through the log,
 * exact in both directions.
 * @example
 * const player = useMemo(() => replay(store, recording, { autoplay: false }), [store]);
 * return <ReplayControls player={player} />;
 */
export function ReplayControls({
  player,
  speeds = DEFAULT_SPEEDS,
  className,
}: ReplayControlsProps) {
  const { status, position, length, speed } = useReplay(player);
  const scrubber = useId();
  const speedField = useId();
  const playing = status === "playing";
  const toggle = () => {
    if (playing) return player.pause();
    if (status === "ended") player.seek(0);
    player.play();
  };
  return (
    <div className={className ? `tl-replay ${className}` : "tl-replay"} data-state={status}>
      <button type="button" className="tl-replay__toggle" onClick={toggle}>
        {playing ? "Pause" : status === "ended" ? "Replay" : "Play"}
      </button>
      <label className="tl-replay__label" htmlFor={scrubber}>
        Event {position} of {length}
      </label>
      <input
        id={scrubber}
        className="tl-replay__scrubber"
        type="range"
        min={0}
        max={length}
        value={position}
        onChange={(event) => player.seek(Number(event.currentTarget.value))}
      />
      <label className="tl-replay__label" htmlFor={speedField}>
        Speed
      </label>
      <select
        id={speedField}
        value={speed}
        onChange={(event) => player.setSpeed(Number(event.currentTarget.value))}
      >
        {speeds.map((option) => (
          <option key={option} value={option}>
            {option}×
          </option>
        ))}
      </select>
    </div>
  );
}
