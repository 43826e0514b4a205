/**
 * Chat texts, spec platform §2 'Chat side menu'/'Chat room', §5 'Chat' and §8,
 * word for word. Server refusals and the chat screens both read them from here.
 */
export const ChatMessages = {
  // §5 attachments ('{file}' is the file's name).
  imageTooLarge: (file: string): string => `${file} exceeds the maximum file size of 5 MB.`,
  documentTooLarge: (file: string): string => `${file} exceeds the maximum file size of 50 KB.`,
  tooManyFiles: 'Max 10 files can be uploaded at once.',
  notAllowedType: (file: string): string => `${file} is not an allowed file type.`,
  /** FileUploadSuccess names no file (ours). */
  noFilesUploaded: 'Name the uploaded files.',

  // §2 empty texts and the room's labels.
  noUsers: 'No users found',
  noCustomers: 'No customers found',
  noVendors: 'No vendors found',
  noMessages: 'No messages found',
  inputPlaceholder: 'Write message…',
  editTitle: 'Edit Message',

  // §8 confirmations and the logged empty date search.
  confirmDeletionHeader: 'Confirm Deletion',
  confirmDeleteMessage: 'Do you really want to delete this message?',
  confirmDeleteFile: 'Do you really want to delete the file?',
  noMessagesForDate: 'No messages found for the given date',

  // Server refusals (ours; the spec names none).
  notMember: 'You are not a member of this conversation.',
  userHeaderMismatch: 'The UserId header does not match the signed-in user.',
  onlySender: 'Only the sender may edit or delete this message.',
  onlyLastMessage: 'Only the last message of a conversation can be edited or deleted.',
  messageNotFound: 'The message no longer exists.',
  fileNotFound: 'The file no longer exists.',
  emptyMessage: 'Write a message or attach a file.',
  uploadMissing: (file: string): string => `${file} was not uploaded.`,
  notYetAvailable: 'This chat call is not available yet.',
  chatWithSelf: 'A private chat needs another user.',

  // Conversations with other organisations (docs/chat.md 'Connected organisations').
  notConnected:
    'You can chat only with businesses connected to yours. Connect their vendor or customer record with a connection code first.',
  linkGone: 'This business is no longer connected to yours, so no new messages can be sent.',
  colleagueNoRoom: 'Chat with a colleague of your own organisation directly; a room is not needed.',
  noRoomYet: 'There is no conversation with them yet.',
  noActive: 'No conversations with other businesses yet',
  noEmployees: 'No users found',
} as const;
