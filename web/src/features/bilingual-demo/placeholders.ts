// The spec's Vietnamese placeholders (part 1 §8, part 2 §8) for text that is loading or missing.
export const LOADING_TRANSLATION = 'Đang tải bản dịch...';
export const NO_OPTION_TRANSLATION = 'Không có bản dịch cho tùy chọn này.';
export const TRANSLATION_UNAVAILABLE = '[Bản dịch không có sẵn]';
