// Select and NativeSelect (Combobox) and PinInput, over the shell's Input: for the lazy pages that draw them (issue 13).
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/PinInput.layer.css';
