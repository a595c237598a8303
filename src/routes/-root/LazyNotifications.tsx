// The notifications' container, in a chunk of its own (see __root.tsx). Imported by name from the
// package so the bundler keeps the container (and react-transition-group) out of the entry chunk,
// where only the `notifications` store the screens call is needed.
export { Notifications as default } from '@mantine/notifications';
