/** Shared types of the demo data. */

/** A Mantine colour name ('indigo', 'green', 'orange', 'red', 'cyan', 'grape', 'gray', ...). */
export type ColorName = string;

/** A Tabler icon name in kebab case ('mail', 'chart-pie'); the screen maps it to a component. */
export type IconName = string;

/** A removal's reply: the id that is gone. */
export interface RemovedReply {
  id: number;
}

/** The reply of a refused call (400, 404). */
export interface ErrorReply {
  message: string;
}
