// An edit page's actions: Delete, and back to the list.
import { Button } from '@chakra-ui/react';
import { BackButton } from './BackButton.tsx';

export function DeleteAndBack({ onDelete, to, label }: { onDelete(): Promise<void>; to: string; label: string }) {
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => void onDelete()}>Delete</Button>
      <BackButton to={to} label={label} />
    </>
  );
}
