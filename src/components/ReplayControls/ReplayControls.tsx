import { Pause, Play, RotateCcw } from "lucide-react";
import { useId } from "react";
import type { ReplayPlayer } from "../../core/sources/replay.js";
import { useReplay } from "../../react/useReplay.js";
import type { ThreadlineLabels } from "../labels/ThreadlineLabels.js";
import { useFormatters } from "../labels/useFormatters.js";
import { useLabels } from "../labels/useLabels.js";

/** Props of `ReplayControls`. */
export interface ReplayControlsProps {
  /** The player from `replay(store, recording)`. */
  readonly player: ReplayPlayer;
  /** The speeds offered. @default [0.5, 1, 2, 4, 10] */
  readonly speeds?: readonly number[];
  readonly className?: string;
  /** Labels over the nearest `LabelsProvider`'s (or `defaultLabels`). */
  readonly labels?: Partial<ThreadlineLabels> | undefined;
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
  labels,
}: ReplayControlsProps) {
  const text = useLabels(labels);
  const format = useFormatters();
  const { status, position, length, speed } = useReplay(player);
  const scrubber = useId();
  const speedField = useId();
  const playing = status === "playing";
  const ended = status === "ended";
  const toggle = () => {
    if (playing) return player.pause();
    if (ended) player.seek(0);
    player.play();
  };
  const Icon = playing ? Pause : ended ? RotateCcw : Play;
  return (
    <div className={className ? `tl-replay ${className}` : "tl-replay"} data-status={status}>
      <button
        type="button"
        className="tl-replay__toggle"
        aria-label={playing ? text.replayPause : ended ? text.replayRestart : text.replayPlay}
        onClick={toggle}
      >
        <Icon size={16} aria-hidden />
      </button>
      <label className="tl-replay__label" htmlFor={scrubber}>
        {text.replayPosition(format.count(position), format.count(length))}
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
        {text.replaySpeed}
      </label>
      <select
        id={speedField}
        className="tl-replay__speed"
        value={speed}
        onChange={(event) => player.setSpeed(Number(event.currentTarget.value))}
      >
        {speeds.map((option) => (
          <option key={option} value={option}>
            {text.replaySpeedOption(option, format.count(option))}
          </option>
        ))}
      </select>
    </div>
  );
}
