import {
  BarChart3,
  Bell,
  BookOpen,
  Brain,
  Bug,
  CalendarDays,
  Flame,
  Gift,
  Heart,
  Info,
  Languages,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  PenLine,
  Rocket,
  Settings,
  ShieldCheck,
  Sparkles,
  Star,
  Target,
  Trophy,
  UserPlus,
  Volume2,
  Wrench,
  Zap,
} from "lucide-react";

/**
 * Lucide icons an update may name (kebab-case, as lucide names them). Only these are bundled:
 * the whole icon set would weigh more than the rest of the app. Unknown names get the megaphone.
 */
const UPDATE_ICONS: Readonly<Record<string, LucideIcon>> = {
  "bar-chart": BarChart3,
  "bar-chart-3": BarChart3,
  bell: Bell,
  "book-open": BookOpen,
  brain: Brain,
  bug: Bug,
  calendar: CalendarDays,
  "calendar-days": CalendarDays,
  flame: Flame,
  gift: Gift,
  heart: Heart,
  info: Info,
  languages: Languages,
  megaphone: Megaphone,
  "messages-square": MessagesSquare,
  "pen-line": PenLine,
  rocket: Rocket,
  settings: Settings,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  trophy: Trophy,
  "user-plus": UserPlus,
  "volume-2": Volume2,
  wrench: Wrench,
  zap: Zap,
};

export const FALLBACK_UPDATE_ICON: LucideIcon = Megaphone;

/** "BookOpen", "book_open" and "book-open" all name the same icon. */
export function updateIcon(name: string | null | undefined): LucideIcon {
  if (!name) return FALLBACK_UPDATE_ICON;
  const key = name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[\s_]+/g, "-")
    .toLowerCase();
  return UPDATE_ICONS[key] ?? FALLBACK_UPDATE_ICON;
}
