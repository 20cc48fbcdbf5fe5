import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cx } from "~/lib/cx";
import { SmartLink } from "./smart-link";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse" | "destructive";
export type ButtonSize = "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-500 text-navy-950 hover:bg-accent-400 shadow-sm",
  secondary: "border border-navy-900/20 bg-white text-navy-900 hover:border-navy-900/40 hover:bg-slate-50",
  ghost: "text-navy-900 hover:bg-navy-900/5",
  inverse: "border border-white/40 text-white hover:bg-white/10",
  destructive: "bg-red-700 text-white hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-6 text-lg",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string) {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
    "disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    extra,
  );
}

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function ButtonLink({ href, children, variant, size, className }: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={buttonClasses(variant, size, className)}>
      {children}
    </SmartLink>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({ variant, size, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
