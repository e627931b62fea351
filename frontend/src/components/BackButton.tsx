import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

export const BackButton = ({ to, label = 'Back' }: { to: string; label?: string }) => (
  <Button asChild variant="outline" size="sm"><RouterLink to={to}>{label}</RouterLink></Button>
);
