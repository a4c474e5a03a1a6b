import type { ThemeConfig } from '@docusaurus/theme-common';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * Change `id` whenever `content` changes: readers who dismissed the old
 * bar see the new one once.
 */
export const announcementBar = {
  id: 'checked-samples-2025',
  content:
    '本站每个示例代码都由内容检查器编译或运行验证过；按 <kbd>Ctrl</kbd> + <kbd>K</kbd> 可离线搜索全部笔记。',
  backgroundColor: '#0f3d3e',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies AnnouncementBarConfig;
