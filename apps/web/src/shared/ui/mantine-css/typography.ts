// Typography (terms, about, privacy): loaded with the rich text, not before the first screen (issue 13).
import '@mantine/core/styles/Typography.layer.css';
