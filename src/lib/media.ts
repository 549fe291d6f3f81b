/** Media playback rules shared by pages with several players. */

/** Pauses every player except `playing`, so only one plays at a time. */
export function pauseAllExcept(players: Iterable<HTMLMediaElement>, playing: HTMLMediaElement): void {
  for (const player of players) {
    if (player !== playing && !player.paused) player.pause();
  }
}

/**
 * Several players may already be playing when the page's script starts (each started before it ran):
 * keeps the one started last, the least far along, and pauses the rest.
 */
export function keepLatestPlaying(players: Iterable<HTMLMediaElement>): void {
  const playing = Array.from(players).filter((player) => !player.paused);
  if (playing.length < 2) return;
  const latest = playing.reduce((least, player) => (player.currentTime < least.currentTime ? player : least));
  pauseAllExcept(playing, latest);
}
