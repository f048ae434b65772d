import { Icon, type IconProps } from '@chakra-ui/react';

// Stroke icons drawn after Lucide (ISC licence), as in components/icons.tsx; decorative (the controls
// that hold them carry the accessible name).
function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <Icon boxSize="1em" {...props}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </Icon>
  );
}

export const MicIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z" />
    <path d="M19 10v2a7 7 0 0 1-14 0v-2" />
    <line x1="12" x2="12" y1="19" y2="22" />
  </StrokeIcon>
);

export const StopIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </StrokeIcon>
);

export const SendIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m22 2-7 20-4-9-9-4Z" />
    <path d="M22 2 11 13" />
  </StrokeIcon>
);

export const SaveIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M19 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11l5 5v11a2 2 0 0 1-2 2z" />
    <polyline points="17 21 17 13 7 13 7 21" />
    <polyline points="7 3 7 8 15 8" />
  </StrokeIcon>
);

export const VolumeOffIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <polygon points="11 5 6 9 2 9 2 15 6 15 11 19 11 5" />
    <line x1="22" x2="16" y1="9" y2="15" />
    <line x1="16" x2="22" y1="9" y2="15" />
  </StrokeIcon>
);
