// The variables of a console request, set by the session check (access.ts) for its handlers.

import { RequestError } from '../../core/errors.ts';
import type { Member } from '../../model/console-sessions.ts';

export type { Member } from '../../model/console-sessions.ts';

export interface ConsoleEnv {
  Variables: {
    /** The signed-in collaborator: every query is scoped to their account, and an editor's to their websites. */
    member: Member;
  };
}

/**
 * What the console answers for anything the member may not reach: a website
 * of another account or not given to an editor, the team or keys to an
 * editor. The same as for an id that does not exist, so an answer tells
 * nothing about what exists.
 */
export const hiddenAsMissing = () => new RequestError(404, 'object_not_found', 'no such object');
