/**
 * What a person may do to a message (spec platform §2 'Chat room', §4 'Chat'):
 * Star and Unstar are personal (Fav lists the users who starred, so any member
 * stars for themselves); Edit and Delete are the sender's, and only on the
 * conversation's last message while the room is scrolled to its end, so an
 * edit never rewrites what the other side has long since answered.
 */
export type MessageOptions = { Star: boolean; Unstar: boolean; Edit: boolean; Delete: boolean };

export type MessageFacts = { Sender: string; Fav?: readonly string[] | undefined };

export type RoomPosition = {
  /** The message is the newest of the conversation (no newer page waits on the server). */
  isLast: boolean;
  /** The list is scrolled to its end. */
  atEnd: boolean;
};

export function messageOptions(message: MessageFacts, me: string, position: RoomPosition): MessageOptions {
  const starred = message.Fav?.includes(me) ?? false;
  const ownLast = message.Sender === me && position.isLast && position.atEnd;
  return { Star: !starred, Unstar: starred, Edit: ownLast, Delete: ownLast };
}
