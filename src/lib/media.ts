/** Media playback rules shared by pages with several players. */

/** Pauses every player except `playing`, so only one plays at a time. */
export function pauseAllExcept(players: Iterable<HTMLMediaElement>, playing: HTMLMediaElement): void {
  for (const player of players) {
    if (player !== playing && !player.paused) player.pause();
  }
}
