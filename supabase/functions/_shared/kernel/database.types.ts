/**
 * The database as the API exposes it, generated from the migrations by `npm run db:types`
 * (scripts/db-types.mjs): do not edit. `npm test` fails when it is stale.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12";
  };
  public: {
    Tables: {
      analytics_events: {
        Row: {
          created_at: string;
          id: number;
          name: string;
          path: string;
          repeat_view: boolean;
          variant: string | null;
        };
        Insert: {
          created_at?: string;
          id?: never;
          name: string;
          path: string;
          repeat_view?: boolean;
          variant?: string | null;
        };
        Update: {
          created_at?: string;
          id?: never;
          name?: string;
          path?: string;
          repeat_view?: boolean;
          variant?: string | null;
        };
        Relationships: [];
      };
      article_revisions: {
        Row: {
          article_id: string;
          author_name: string | null;
          category_id: string | null;
          content: string;
          description: string | null;
          header_image: string | null;
          id: string;
          published: boolean;
          saved_at: string;
          saved_by: string | null;
          saved_by_email: string | null;
          slug: string;
          tags: string[];
          title: string;
          tldr: string | null;
        };
        Insert: {
          article_id: string;
          author_name?: string | null;
          category_id?: string | null;
          content: string;
          description?: string | null;
          header_image?: string | null;
          id?: string;
          published: boolean;
          saved_at?: string;
          saved_by?: string | null;
          saved_by_email?: string | null;
          slug: string;
          tags?: string[];
          title: string;
          tldr?: string | null;
        };
        Update: {
          article_id?: string;
          author_name?: string | null;
          category_id?: string | null;
          content?: string;
          description?: string | null;
          header_image?: string | null;
          id?: string;
          published?: boolean;
          saved_at?: string;
          saved_by?: string | null;
          saved_by_email?: string | null;
          slug?: string;
          tags?: string[];
          title?: string;
          tldr?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "article_revisions_article_id_fkey";
            columns: ["article_id"];
            referencedRelation: "knowledge_articles";
            referencedColumns: ["id"];
          },
        ];
      };
      campaign_engagements: {
        Row: {
          campaign_id: string;
          confirm_nonce: string;
          consent_wording: string;
          consented_at: string;
          created_at: string;
          downloaded_at: string | null;
          email: string;
          first_name: string;
          follow_up_on: string | null;
          id: string;
          last_name: string | null;
          marketing_confirmed_at: string | null;
          owner_id: string | null;
          restricted_at: string | null;
          status: string;
          updated_at: string;
          worked_at: string | null;
          worked_by_email: string | null;
        };
        Insert: {
          campaign_id: string;
          confirm_nonce?: string;
          consent_wording: string;
          consented_at: string;
          created_at?: string;
          downloaded_at?: string | null;
          email: string;
          first_name: string;
          follow_up_on?: string | null;
          id?: string;
          last_name?: string | null;
          marketing_confirmed_at?: string | null;
          owner_id?: string | null;
          restricted_at?: string | null;
          status?: string;
          updated_at?: string;
          worked_at?: string | null;
          worked_by_email?: string | null;
        };
        Update: {
          campaign_id?: string;
          confirm_nonce?: string;
          consent_wording?: string;
          consented_at?: string;
          created_at?: string;
          downloaded_at?: string | null;
          email?: string;
          first_name?: string;
          follow_up_on?: string | null;
          id?: string;
          last_name?: string | null;
          marketing_confirmed_at?: string | null;
          owner_id?: string | null;
          restricted_at?: string | null;
          status?: string;
          updated_at?: string;
          worked_at?: string | null;
          worked_by_email?: string | null;
        };
        Relationships: [];
      };
      consent_records: {
        Row: {
          action: string;
          client_hash: string | null;
          created_at: string;
          engagement_id: string;
          id: string;
          page: string | null;
          wording: string;
          wording_version: string;
        };
        Insert: {
          action: string;
          client_hash?: string | null;
          created_at?: string;
          engagement_id: string;
          id?: string;
          page?: string | null;
          wording: string;
          wording_version: string;
        };
        Update: {
          action?: string;
          client_hash?: string | null;
          created_at?: string;
          engagement_id?: string;
          id?: string;
          page?: string | null;
          wording?: string;
          wording_version?: string;
        };
        Relationships: [
          {
            foreignKeyName: "consent_records_engagement_id_fkey";
            columns: ["engagement_id"];
            referencedRelation: "campaign_engagements";
            referencedColumns: ["id"];
          },
        ];
      };
      contact_requests: {
        Row: {
          call_back: boolean;
          call_back_on: string | null;
          call_back_time: string | null;
          confirmation_sent_at: string | null;
          created_at: string;
          email: string;
          follow_up_on: string | null;
          id: string;
          message: string;
          name: string;
          owner_id: string | null;
          phone: string | null;
          restricted_at: string | null;
          status: string;
          worked_at: string | null;
          worked_by_email: string | null;
        };
        Insert: {
          call_back?: boolean;
          call_back_on?: string | null;
          call_back_time?: string | null;
          confirmation_sent_at?: string | null;
          created_at?: string;
          email: string;
          follow_up_on?: string | null;
          id?: string;
          message: string;
          name: string;
          owner_id?: string | null;
          phone?: string | null;
          restricted_at?: string | null;
          status?: string;
          worked_at?: string | null;
          worked_by_email?: string | null;
        };
        Update: {
          call_back?: boolean;
          call_back_on?: string | null;
          call_back_time?: string | null;
          confirmation_sent_at?: string | null;
          created_at?: string;
          email?: string;
          follow_up_on?: string | null;
          id?: string;
          message?: string;
          name?: string;
          owner_id?: string | null;
          phone?: string | null;
          restricted_at?: string | null;
          status?: string;
          worked_at?: string | null;
          worked_by_email?: string | null;
        };
        Relationships: [];
      };
      content_changes: {
        Row: {
          action: string;
          after: Json | null;
          before: Json | null;
          changed_at: string;
          changed_by: string | null;
          content: string;
          id: number;
          item: string;
        };
        Insert: {
          action: string;
          after?: Json | null;
          before?: Json | null;
          changed_at?: string;
          changed_by?: string | null;
          content: string;
          id?: never;
          item: string;
        };
        Update: {
          action?: string;
          after?: Json | null;
          before?: Json | null;
          changed_at?: string;
          changed_by?: string | null;
          content?: string;
          id?: never;
          item?: string;
        };
        Relationships: [];
      };
      firm_details: {
        Row: {
          confirmed_at: string | null;
          format: string;
          key: string;
          kind: string;
          position: number;
          updated_at: string;
          value: string;
        };
        Insert: {
          confirmed_at?: string | null;
          format: string;
          key: string;
          kind: string;
          position: number;
          updated_at?: string;
          value: string;
        };
        Update: {
          confirmed_at?: string | null;
          format?: string;
          key?: string;
          kind?: string;
          position?: number;
          updated_at?: string;
          value?: string;
        };
        Relationships: [];
      };
      industries: {
        Row: {
          id: number;
          name: string;
        };
        Insert: {
          id?: never;
          name: string;
        };
        Update: {
          id?: never;
          name?: string;
        };
        Relationships: [];
      };
      knowledge_articles: {
        Row: {
          author_avatar: string | null;
          author_name: string | null;
          category_id: string | null;
          content: string;
          created_at: string;
          description: string | null;
          header_image: string | null;
          id: string;
          publish_at: string | null;
          published: boolean;
          published_at: string | null;
          read_time_minutes: number | null;
          slug: string;
          tags: string[];
          title: string;
          tldr: string | null;
          updated_at: string;
        };
        Insert: {
          author_avatar?: string | null;
          author_name?: string | null;
          category_id?: string | null;
          content?: string;
          created_at?: string;
          description?: string | null;
          header_image?: string | null;
          id?: string;
          publish_at?: string | null;
          published?: boolean;
          published_at?: string | null;
          read_time_minutes?: number | null;
          slug: string;
          tags?: string[];
          title: string;
          tldr?: string | null;
          updated_at?: string;
        };
        Update: {
          author_avatar?: string | null;
          author_name?: string | null;
          category_id?: string | null;
          content?: string;
          created_at?: string;
          description?: string | null;
          header_image?: string | null;
          id?: string;
          publish_at?: string | null;
          published?: boolean;
          published_at?: string | null;
          read_time_minutes?: number | null;
          slug?: string;
          tags?: string[];
          title?: string;
          tldr?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "knowledge_articles_category_id_fkey";
            columns: ["category_id"];
            referencedRelation: "knowledge_categories";
            referencedColumns: ["id"];
          },
        ];
      };
      knowledge_categories: {
        Row: {
          description: string | null;
          icon: string;
          id: string;
          name: string;
          slug: string;
          sort_order: number;
        };
        Insert: {
          description?: string | null;
          icon?: string;
          id?: string;
          name: string;
          slug: string;
          sort_order?: number;
        };
        Update: {
          description?: string | null;
          icon?: string;
          id?: string;
          name?: string;
          slug?: string;
          sort_order?: number;
        };
        Relationships: [];
      };
      lead_activity: {
        Row: {
          actor_email: string | null;
          actor_id: string | null;
          body: string | null;
          contact_request_id: string | null;
          created_at: string;
          engagement_id: string | null;
          id: string;
          kind: string;
          previous: string | null;
          quote_id: string | null;
        };
        Insert: {
          actor_email?: string | null;
          actor_id?: string | null;
          body?: string | null;
          contact_request_id?: string | null;
          created_at?: string;
          engagement_id?: string | null;
          id?: string;
          kind: string;
          previous?: string | null;
          quote_id?: string | null;
        };
        Update: {
          actor_email?: string | null;
          actor_id?: string | null;
          body?: string | null;
          contact_request_id?: string | null;
          created_at?: string;
          engagement_id?: string | null;
          id?: string;
          kind?: string;
          previous?: string | null;
          quote_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "lead_activity_contact_request_id_fkey";
            columns: ["contact_request_id"];
            referencedRelation: "contact_requests";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "lead_activity_engagement_id_fkey";
            columns: ["engagement_id"];
            referencedRelation: "campaign_engagements";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "lead_activity_quote_id_fkey";
            columns: ["quote_id"];
            referencedRelation: "quotes";
            referencedColumns: ["id"];
          },
        ];
      };
      mail_outbox: {
        Row: {
          attempts: number;
          contact_request_id: string | null;
          created_at: string;
          digest_on: string | null;
          engagement_id: string | null;
          id: string;
          kind: string;
          last_error: string | null;
          locked_until: string | null;
          marketing_email_id: string | null;
          next_attempt_at: string;
          quote_id: string | null;
          sent_at: string | null;
          staff_user_id: string | null;
          status: string;
        };
        Insert: {
          attempts?: number;
          contact_request_id?: string | null;
          created_at?: string;
          digest_on?: string | null;
          engagement_id?: string | null;
          id?: string;
          kind: string;
          last_error?: string | null;
          locked_until?: string | null;
          marketing_email_id?: string | null;
          next_attempt_at?: string;
          quote_id?: string | null;
          sent_at?: string | null;
          staff_user_id?: string | null;
          status?: string;
        };
        Update: {
          attempts?: number;
          contact_request_id?: string | null;
          created_at?: string;
          digest_on?: string | null;
          engagement_id?: string | null;
          id?: string;
          kind?: string;
          last_error?: string | null;
          locked_until?: string | null;
          marketing_email_id?: string | null;
          next_attempt_at?: string;
          quote_id?: string | null;
          sent_at?: string | null;
          staff_user_id?: string | null;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: "mail_outbox_contact_request_id_fkey";
            columns: ["contact_request_id"];
            referencedRelation: "contact_requests";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "mail_outbox_engagement_id_fkey";
            columns: ["engagement_id"];
            referencedRelation: "campaign_engagements";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "mail_outbox_marketing_email_id_fkey";
            columns: ["marketing_email_id"];
            referencedRelation: "marketing_emails";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "mail_outbox_quote_id_fkey";
            columns: ["quote_id"];
            referencedRelation: "quotes";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "mail_outbox_staff_user_id_fkey";
            columns: ["staff_user_id"];
            referencedRelation: "staff_members";
            referencedColumns: ["user_id"];
          },
        ];
      };
      marketing_emails: {
        Row: {
          body: string;
          created_at: string;
          id: string;
          recipients: number;
          sent_by: string | null;
          sent_by_email: string | null;
          subject: string;
        };
        Insert: {
          body: string;
          created_at?: string;
          id?: string;
          recipients?: number;
          sent_by?: string | null;
          sent_by_email?: string | null;
          subject: string;
        };
        Update: {
          body?: string;
          created_at?: string;
          id?: string;
          recipients?: number;
          sent_by?: string | null;
          sent_by_email?: string | null;
          subject?: string;
        };
        Relationships: [];
      };
      marketing_suppressions: {
        Row: {
          created_at: string;
          subject_hash: string;
        };
        Insert: {
          created_at?: string;
          subject_hash: string;
        };
        Update: {
          created_at?: string;
          subject_hash?: string;
        };
        Relationships: [];
      };
      people: {
        Row: {
          bio: string;
          confirmed_at: string | null;
          id: string;
          name: string;
          photo_alt: string | null;
          photo_path: string | null;
          position: number;
          qualifications: string;
          regulator: string;
          role: string;
          sample: boolean;
          shown: boolean;
          team: string;
          updated_at: string;
        };
        Insert: {
          bio: string;
          confirmed_at?: string | null;
          id?: string;
          name: string;
          photo_alt?: string | null;
          photo_path?: string | null;
          position?: number;
          qualifications?: string;
          regulator?: string;
          role: string;
          sample?: boolean;
          shown?: boolean;
          team: string;
          updated_at?: string;
        };
        Update: {
          bio?: string;
          confirmed_at?: string | null;
          id?: string;
          name?: string;
          photo_alt?: string | null;
          photo_path?: string | null;
          position?: number;
          qualifications?: string;
          regulator?: string;
          role?: string;
          sample?: boolean;
          shown?: boolean;
          team?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      personal_data_audit: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          counts: NonNullable<Json>;
          created_at: string;
          id: string;
          subject_hash: string;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          counts?: NonNullable<Json>;
          created_at?: string;
          id?: string;
          subject_hash: string;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          counts?: NonNullable<Json>;
          created_at?: string;
          id?: string;
          subject_hash?: string;
        };
        Relationships: [];
      };
      quote_prices: {
        Row: {
          confirmed_at: string | null;
          monthly_price: number | null;
          package_type: Database["public"]["Enums"]["package_type"];
          revenue_range_id: number;
          updated_at: string;
        };
        Insert: {
          confirmed_at?: string | null;
          monthly_price?: number | null;
          package_type: Database["public"]["Enums"]["package_type"];
          revenue_range_id: number;
          updated_at?: string;
        };
        Update: {
          confirmed_at?: string | null;
          monthly_price?: number | null;
          package_type?: Database["public"]["Enums"]["package_type"];
          revenue_range_id?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "quote_prices_revenue_range_id_fkey";
            columns: ["revenue_range_id"];
            referencedRelation: "revenue_ranges";
            referencedColumns: ["id"];
          },
        ];
      };
      quotes: {
        Row: {
          awareness_price: number | null;
          company_name: string | null;
          confirmation_sent_at: string | null;
          contact_email: string;
          contact_first_name: string;
          contact_last_name: string;
          contact_phone: string | null;
          created_at: string;
          follow_up_on: string | null;
          foresight_price: number | null;
          hero_variant: string | null;
          id: string;
          industry: string;
          insights_price: number | null;
          message: string | null;
          owner_id: string | null;
          package_type: Database["public"]["Enums"]["package_type"];
          restricted_at: string | null;
          revenue_range: string;
          status: string;
          worked_at: string | null;
          worked_by_email: string | null;
        };
        Insert: {
          awareness_price?: number | null;
          company_name?: string | null;
          confirmation_sent_at?: string | null;
          contact_email: string;
          contact_first_name: string;
          contact_last_name: string;
          contact_phone?: string | null;
          created_at?: string;
          follow_up_on?: string | null;
          foresight_price?: number | null;
          hero_variant?: string | null;
          id?: string;
          industry: string;
          insights_price?: number | null;
          message?: string | null;
          owner_id?: string | null;
          package_type: Database["public"]["Enums"]["package_type"];
          restricted_at?: string | null;
          revenue_range: string;
          status?: string;
          worked_at?: string | null;
          worked_by_email?: string | null;
        };
        Update: {
          awareness_price?: number | null;
          company_name?: string | null;
          confirmation_sent_at?: string | null;
          contact_email?: string;
          contact_first_name?: string;
          contact_last_name?: string;
          contact_phone?: string | null;
          created_at?: string;
          follow_up_on?: string | null;
          foresight_price?: number | null;
          hero_variant?: string | null;
          id?: string;
          industry?: string;
          insights_price?: number | null;
          message?: string | null;
          owner_id?: string | null;
          package_type?: Database["public"]["Enums"]["package_type"];
          restricted_at?: string | null;
          revenue_range?: string;
          status?: string;
          worked_at?: string | null;
          worked_by_email?: string | null;
        };
        Relationships: [];
      };
      revenue_ranges: {
        Row: {
          id: number;
          range: string;
          start_amount: number;
        };
        Insert: {
          id?: never;
          range: string;
          start_amount: number;
        };
        Update: {
          id?: never;
          range?: string;
          start_amount?: number;
        };
        Relationships: [];
      };
      site_updates: {
        Row: {
          changed_at: string;
          changes: number;
          due_at: string;
          failed_at: string | null;
          failure: string | null;
          hook_called_at: string | null;
          hook_status: number | null;
          id: number;
          last_change: string;
          live_at: string | null;
          requested_at: string;
        };
        Insert: {
          changed_at?: string;
          changes?: number;
          due_at: string;
          failed_at?: string | null;
          failure?: string | null;
          hook_called_at?: string | null;
          hook_status?: number | null;
          id?: never;
          last_change: string;
          live_at?: string | null;
          requested_at?: string;
        };
        Update: {
          changed_at?: string;
          changes?: number;
          due_at?: string;
          failed_at?: string | null;
          failure?: string | null;
          hook_called_at?: string | null;
          hook_status?: number | null;
          id?: never;
          last_change?: string;
          live_at?: string | null;
          requested_at?: string;
        };
        Relationships: [];
      };
      staff_access_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          contact_request_id: string | null;
          created_at: string;
          engagement_id: string | null;
          id: string;
          quote_id: string | null;
          row_count: number | null;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          contact_request_id?: string | null;
          created_at?: string;
          engagement_id?: string | null;
          id?: string;
          quote_id?: string | null;
          row_count?: number | null;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          contact_request_id?: string | null;
          created_at?: string;
          engagement_id?: string | null;
          id?: string;
          quote_id?: string | null;
          row_count?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: "staff_access_log_contact_request_id_fkey";
            columns: ["contact_request_id"];
            referencedRelation: "contact_requests";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "staff_access_log_engagement_id_fkey";
            columns: ["engagement_id"];
            referencedRelation: "campaign_engagements";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "staff_access_log_quote_id_fkey";
            columns: ["quote_id"];
            referencedRelation: "quotes";
            referencedColumns: ["id"];
          },
        ];
      };
      staff_members: {
        Row: {
          added_at: string;
          added_by: string | null;
          email: string;
          name: string | null;
          role: string;
          user_id: string;
        };
        Insert: {
          added_at?: string;
          added_by?: string | null;
          email: string;
          name?: string | null;
          role: string;
          user_id: string;
        };
        Update: {
          added_at?: string;
          added_by?: string | null;
          email?: string;
          name?: string | null;
          role?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      submission_attempts: {
        Row: {
          created_at: string;
          id: number;
          key_hash: string;
          scope: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          key_hash: string;
          scope: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          key_hash?: string;
          scope?: string;
        };
        Relationships: [];
      };
      testimonials: {
        Row: {
          about: string;
          added_at: string;
          added_by: string | null;
          author: string;
          checked_at: string | null;
          checked_by: string | null;
          consent_to_publish: boolean;
          given_on: string | null;
          id: string;
          incentive: string | null;
          on_home_page: boolean;
          position: number;
          retired_at: string | null;
          source: string;
          source_url: string | null;
          text: string;
        };
        Insert: {
          about?: string;
          added_at?: string;
          added_by?: string | null;
          author: string;
          checked_at?: string | null;
          checked_by?: string | null;
          consent_to_publish?: boolean;
          given_on?: string | null;
          id?: string;
          incentive?: string | null;
          on_home_page?: boolean;
          position?: number;
          retired_at?: string | null;
          source: string;
          source_url?: string | null;
          text: string;
        };
        Update: {
          about?: string;
          added_at?: string;
          added_by?: string | null;
          author?: string;
          checked_at?: string | null;
          checked_by?: string | null;
          consent_to_publish?: boolean;
          given_on?: string | null;
          id?: string;
          incentive?: string | null;
          on_home_page?: boolean;
          position?: number;
          retired_at?: string | null;
          source?: string;
          source_url?: string | null;
          text?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      calendar_feed: { Args: { p_token: string }; Returns: Json };
      calendar_feed_made_at: {
        Args: Record<PropertyKey, never>;
        Returns: string;
      };
      check_testimonial: {
        Args: { p_id: string };
        Returns: {
          about: string;
          added_at: string;
          added_by: string | null;
          author: string;
          checked_at: string | null;
          checked_by: string | null;
          consent_to_publish: boolean;
          given_on: string | null;
          id: string;
          incentive: string | null;
          on_home_page: boolean;
          position: number;
          retired_at: string | null;
          source: string;
          source_url: string | null;
          text: string;
        };
        SetofOptions: {
          from: "*";
          to: "testimonials";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      claim_mail: {
        Args: { batch?: number; message_ids?: string[] };
        Returns: {
          attempts: number;
          contact_request_id: string | null;
          created_at: string;
          digest_on: string | null;
          engagement_id: string | null;
          id: string;
          kind: string;
          last_error: string | null;
          locked_until: string | null;
          marketing_email_id: string | null;
          next_attempt_at: string;
          quote_id: string | null;
          sent_at: string | null;
          staff_user_id: string | null;
          status: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "mail_outbox";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      claim_site_update: {
        Args: Record<PropertyKey, never>;
        Returns: {
          changed_at: string;
          changes: number;
          due_at: string;
          failed_at: string | null;
          failure: string | null;
          hook_called_at: string | null;
          hook_status: number | null;
          id: number;
          last_change: string;
          live_at: string | null;
          requested_at: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "site_updates";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      confirm_firm_details: {
        Args: { p_keys: string[] };
        Returns: {
          confirmed_at: string | null;
          format: string;
          key: string;
          kind: string;
          position: number;
          updated_at: string;
          value: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "firm_details";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      confirm_person: {
        Args: { p_id: string };
        Returns: {
          bio: string;
          confirmed_at: string | null;
          id: string;
          name: string;
          photo_alt: string | null;
          photo_path: string | null;
          position: number;
          qualifications: string;
          regulator: string;
          role: string;
          sample: boolean;
          shown: boolean;
          team: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "people";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      confirm_quote_prices: {
        Args: Record<PropertyKey, never>;
        Returns: {
          confirmed_at: string | null;
          monthly_price: number | null;
          package_type: Database["public"]["Enums"]["package_type"];
          revenue_range_id: number;
          updated_at: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "quote_prices";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      confirm_signup: {
        Args: { p_engagement: string; p_page?: string; p_token: string };
        Returns: string;
      };
      correct_lead: {
        Args: { p_details: Json; p_id: string; p_kind: string };
        Returns: undefined;
      };
      end_sessions_of: { Args: { p_user_id: string }; Returns: number };
      ensure_public_read: { Args: { target_table: string }; Returns: Json };
      erase_personal_data: { Args: { p_email: string }; Returns: Json };
      export_personal_data: { Args: { p_email: string }; Returns: Json };
      finish_mail: {
        Args: { failure?: string; message_id: string };
        Returns: string;
      };
      get_quote: {
        Args: { quote_id: string };
        Returns: {
          awareness_price: number;
          company_name: string;
          confirmation_sent_at: string;
          contact_email: string;
          contact_first_name: string;
          contact_last_name: string;
          foresight_price: number;
          id: string;
          industry: string;
          insights_price: number;
          package_type: Database["public"]["Enums"]["package_type"];
          revenue_range: string;
        }[];
      };
      hero_variant_results: {
        Args: { from_day?: string; to_day?: string };
        Returns: {
          conversion_rate: number;
          quotes: number;
          variant: string;
          views: number;
        }[];
      };
      list_staff: {
        Args: Record<PropertyKey, never>;
        Returns: {
          email: string;
          id: string;
          name: string;
        }[];
      };
      marketing_audience: { Args: Record<PropertyKey, never>; Returns: number };
      may_send_marketing: { Args: { p_email: string }; Returns: boolean };
      public_access_withheld: { Args: { target: string }; Returns: boolean };
      record_campaign_download: {
        Args: {
          download_campaign_id: string;
          download_email: string;
          download_token: string;
        };
        Returns: string;
      };
      record_campaign_signup: {
        Args: {
          signup_campaign_id: string;
          signup_client_hash?: string;
          signup_consent_wording: string;
          signup_email: string;
          signup_first_name: string;
          signup_last_name: string;
          signup_page?: string;
        };
        Returns: string;
      };
      record_event: {
        Args: {
          event_name: string;
          event_path?: string;
          event_repeat?: boolean;
          event_variant?: string;
        };
        Returns: undefined;
      };
      record_mail_event: {
        Args: { p_email: string; p_event: string };
        Returns: number;
      };
      record_marketing_withdrawal: {
        Args: { p_email: string };
        Returns: number;
      };
      record_staff_access: {
        Args: { p_action: string; p_lead_id?: string; p_rows?: number };
        Returns: undefined;
      };
      reorder_categories: { Args: { p_ids: string[] }; Returns: undefined };
      request_site_update: {
        Args: Record<PropertyKey, never>;
        Returns: undefined;
      };
      restore_public_access: { Args: { target: string }; Returns: undefined };
      restrict_lead: {
        Args: { p_id: string; p_kind: string; p_restricted: boolean };
        Returns: undefined;
      };
      retire_testimonial: {
        Args: { p_id: string };
        Returns: {
          about: string;
          added_at: string;
          added_by: string | null;
          author: string;
          checked_at: string | null;
          checked_by: string | null;
          consent_to_publish: boolean;
          given_on: string | null;
          id: string;
          incentive: string | null;
          on_home_page: boolean;
          position: number;
          retired_at: string | null;
          source: string;
          source_url: string | null;
          text: string;
        };
        SetofOptions: {
          from: "*";
          to: "testimonials";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      retry_mail: { Args: { message_id: string }; Returns: undefined };
      rotate_calendar_feed: {
        Args: Record<PropertyKey, never>;
        Returns: string;
      };
      save_firm_details: {
        Args: { p_changes: Json };
        Returns: {
          confirmed_at: string | null;
          format: string;
          key: string;
          kind: string;
          position: number;
          updated_at: string;
          value: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "firm_details";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      save_person: {
        Args: { p_id: string; p_person: Json };
        Returns: {
          bio: string;
          confirmed_at: string | null;
          id: string;
          name: string;
          photo_alt: string | null;
          photo_path: string | null;
          position: number;
          qualifications: string;
          regulator: string;
          role: string;
          sample: boolean;
          shown: boolean;
          team: string;
          updated_at: string;
        };
        SetofOptions: {
          from: "*";
          to: "people";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      save_quote_prices: {
        Args: { p_changes: Json };
        Returns: {
          confirmed_at: string | null;
          monthly_price: number | null;
          package_type: Database["public"]["Enums"]["package_type"];
          revenue_range_id: number;
          updated_at: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "quote_prices";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      save_testimonial: {
        Args: { p_id: string; p_testimonial: Json };
        Returns: {
          about: string;
          added_at: string;
          added_by: string | null;
          author: string;
          checked_at: string | null;
          checked_by: string | null;
          consent_to_publish: boolean;
          given_on: string | null;
          id: string;
          incentive: string | null;
          on_home_page: boolean;
          position: number;
          retired_at: string | null;
          source: string;
          source_url: string | null;
          text: string;
        };
        SetofOptions: {
          from: "*";
          to: "testimonials";
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      send_marketing_email: {
        Args: { p_body: string; p_subject: string };
        Returns: number;
      };
      set_staff_name: {
        Args: { p_name: string; p_user: string };
        Returns: undefined;
      };
      signup_consent_status: {
        Args: Record<PropertyKey, never>;
        Returns: {
          engagement_id: string;
          status: string;
          status_at: string;
        }[];
      };
      signup_download_token: { Args: { p_engagement: string }; Returns: string };
      signup_link_tokens: {
        Args: { p_engagement: string };
        Returns: {
          confirm: string;
          unsubscribe: string;
          unsubscribe_subject: string;
        }[];
      };
      staff_admin_id: { Args: Record<PropertyKey, never>; Returns: string };
      staff_testimonials: {
        Args: Record<PropertyKey, never>;
        Returns: {
          about: string;
          added_at: string;
          added_by: string | null;
          author: string;
          checked_at: string | null;
          checked_by: string | null;
          consent_to_publish: boolean;
          given_on: string | null;
          id: string;
          incentive: string | null;
          on_home_page: boolean;
          position: number;
          retired_at: string | null;
          source: string;
          source_url: string | null;
          text: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "testimonials";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      take_submission_slots: { Args: { attempts: Json }; Returns: boolean };
      unsubscribe_signup: {
        Args: { p_page?: string; p_subject: string; p_token: string };
        Returns: boolean;
      };
      withdraw_public_access: {
        Args: { reason: string; target: string };
        Returns: undefined;
      };
      withhold_mail: {
        Args: { message_id: string; reason?: string };
        Returns: string;
      };
    };
    Enums: {
      package_type: "Awareness" | "Insights" | "Foresight";
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      package_type: ["Awareness", "Insights", "Foresight"],
    },
  },
} as const;
