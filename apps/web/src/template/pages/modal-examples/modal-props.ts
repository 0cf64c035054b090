/** What every example modal takes from the page that opens it. */
export interface ExampleModalProps {
  opened: boolean;
  onClose: () => void;
}
