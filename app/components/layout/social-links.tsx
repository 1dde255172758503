import { FacebookIcon, InstagramIcon, TikTokIcon } from "~/components/ui/icons";
import { site, type SocialNetwork } from "~/config/site";

const icons: Record<SocialNetwork, typeof InstagramIcon> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  TikTok: TikTokIcon,
};

export function SocialLinks({ className = "" }: { className?: string }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {site.social.map(({ name, href }) => {
        const Icon = icons[name];
        return (
          <li key={name}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} (opens in a new tab)`}
              className="grid size-11 place-items-center hover:text-hazel"
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
