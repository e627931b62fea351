{{/*
Names and labels. The service's context (identity, customer, ...) is the chart name; it picks
the source folder the image runs (services/<context>/src) and the default database name and user.
*/}}
{{- define "service-lib.context" -}}
{{- .Chart.Name -}}
{{- end -}}

{{- define "service-lib.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* <release>-<chart>, or the release name alone when it already contains the chart name. */}}
{{- define "service-lib.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "service-lib.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "service-lib.selectorLabels" -}}
app.kubernetes.io/name: {{ include "service-lib.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "service-lib.labels" -}}
helm.sh/chart: {{ include "service-lib.chart" . }}
{{ include "service-lib.selectorLabels" . }}
app.kubernetes.io/version: {{ include "service-lib.imageTag" . | quote }}
app.kubernetes.io/component: {{ include "service-lib.context" . }}
app.kubernetes.io/part-of: adops
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}

{{- define "service-lib.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "service-lib.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{/* global.* (set by the umbrella chart) wins over the chart's own value when it is set. */}}
{{- define "service-lib.global" -}}
{{- toYaml (.Values.global | default dict) -}}
{{- end -}}

{{/* Tag: image.tag, else global.imageTag, else the chart's appVersion. */}}
{{- define "service-lib.imageTag" -}}
{{- $g := include "service-lib.global" . | fromYaml -}}
{{- .Values.image.tag | default $g.imageTag | default .Chart.AppVersion | toString -}}
{{- end -}}

{{/* registry/repository:tag[@digest]; global.imageRegistry replaces image.registry when set. */}}
{{- define "service-lib.image" -}}
{{- $g := include "service-lib.global" . | fromYaml -}}
{{- $registry := $g.imageRegistry | default .Values.image.registry -}}
{{- $ref := printf "%s:%s" .Values.image.repository (include "service-lib.imageTag" .) -}}
{{- if $registry -}}{{- $ref = printf "%s/%s" $registry $ref -}}{{- end -}}
{{- if .Values.image.digest -}}{{- $ref = printf "%s@%s" $ref .Values.image.digest -}}{{- end -}}
{{- $ref -}}
{{- end -}}

{{- define "service-lib.imagePullSecrets" -}}
{{- $g := include "service-lib.global" . | fromYaml -}}
{{- $secrets := concat ($g.imagePullSecrets | default list) (.Values.imagePullSecrets | default list) | uniq -}}
{{- if $secrets }}
imagePullSecrets:
{{- range $secrets }}
  - name: {{ . }}
{{- end }}
{{- end -}}
{{- end -}}

{{/*
PUBLIC_URL (e-mailed links, the served specs' `servers`): a URL set by hand wins (global.publicUrl,
then the chart's publicUrl); else it is built from where AdOps is reached, https when TLS ends there.
Through the umbrella chart that is the umbrella's own Ingress, passed down as global.ingress (Helm
shows a subchart only `global`), and it names a URL only while that Ingress is on and has a host; a
chart installed alone uses its ingress.host and ingress.tls. Rendering fails when nothing names one,
so no service serves a spec naming a guessed host.
*/}}
{{- define "service-lib.publicUrl" -}}
{{- $g := include "service-lib.global" . | fromYaml -}}
{{- $host := .Values.ingress.host -}}
{{- $tls := .Values.ingress.tls -}}
{{- if hasKey $g "ingress" -}}
{{- $gi := $g.ingress | default dict -}}
{{- $host = ternary ($gi.host | default "") "" (eq (toString $gi.enabled) "true") -}}
{{- $tls = eq (toString (($gi.tls | default dict).enabled)) "true" -}}
{{- end -}}
{{- $fromIngress := ternary (printf "%s://%s" (ternary "https" "http" $tls) $host) "" (ne $host "") -}}
{{- $explicit := $g.publicUrl | default .Values.publicUrl -}}
{{- $message := ternary "PUBLIC_URL: set global.publicUrl, or global.ingress.host with global.ingress.enabled (the umbrella's Ingress)" "PUBLIC_URL: set publicUrl, global.publicUrl or ingress.host" (hasKey $g "ingress") -}}
{{- required $message ($explicit | default $fromIngress) -}}
{{- end -}}

{{/*
The non-secret environment (a YAML map of strings). A Node service (its values have `database`)
gets the runtime contract's variables; every chart adds `config`.
*/}}
{{- define "service-lib.configData" -}}
{{- $g := include "service-lib.global" . | fromYaml -}}
{{- $gdb := $g.database | default dict -}}
{{- $gkafka := $g.kafka | default dict -}}
{{- $ctx := include "service-lib.context" . -}}
{{- $d := dict -}}
{{- with .Values.database -}}
{{- $_ := set $d "NODE_ENV" "production" -}}
{{- $_ := set $d "PORT" (toString $.Values.containerPort) -}}
{{- $_ := set $d "HOST" "0.0.0.0" -}}
{{- $_ := set $d "LOG_LEVEL" ($.Values.logLevel | default "info") -}}
{{- $_ := set $d "DATABASE_HOST" ($gdb.host | default .host) -}}
{{- $_ := set $d "DATABASE_PORT" (toString ($gdb.port | default .port)) -}}
{{- $_ := set $d "DATABASE_NAME" (.name | default $ctx) -}}
{{- $_ := set $d "DATABASE_USER" (.user | default $ctx) -}}
{{- $_ := set $d "KAFKA_BROKERS" ($gkafka.brokers | default $.Values.kafka.brokers) -}}
{{- $_ := set $d "PUBLIC_URL" (include "service-lib.publicUrl" $) -}}
{{- with ($g.trustProxy | default $.Values.trustProxy) -}}{{- $_ := set $d "TRUST_PROXY" . -}}{{- end -}}
{{- $_ := set $d "MIGRATE_ON_START" (ternary "false" "true" (and $.Values.migration $.Values.migration.enabled | toString | eq "true")) -}}
{{- end -}}
{{- range $k, $v := .Values.config -}}
{{- $_ := set $d $k (toString $v) -}}
{{- end -}}
{{- if $d -}}{{- toYaml $d -}}{{- end -}}
{{- end -}}

{{/* Environment read from existing Secrets, plus extraEnv. A list of EnvVar, possibly empty. */}}
{{- define "service-lib.secretEnv" -}}
{{- $g := include "service-lib.global" . | fromYaml -}}
{{- $gjwt := $g.jwt | default dict -}}
{{- with .Values.database }}
- name: DATABASE_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ required "database.existingSecret is required" .existingSecret }}
      key: {{ .passwordKey }}
{{- end }}
{{- with .Values.jwt }}
- name: JWT_PUBLIC_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $gjwt.existingSecret | default .existingSecret }}
      key: {{ $gjwt.publicKeyKey | default .publicKeyKey }}
{{- end }}
{{- range $name, $ref := .Values.secretEnv }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ $ref.secretName }}
      key: {{ $ref.key }}
      {{- if $ref.optional }}
      optional: true
      {{- end }}
{{- end }}
{{- with .Values.extraEnv }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/* Pod and container security contexts: the hardening is fixed, only the ids come from values. */}}
{{- define "service-lib.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .Values.securityContext.runAsUser }}
runAsGroup: {{ .Values.securityContext.runAsGroup }}
fsGroup: {{ .Values.securityContext.fsGroup }}
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "service-lib.containerSecurityContext" -}}
runAsNonRoot: true
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
privileged: false
capabilities:
  drop: ["ALL"]
{{- end -}}

{{- define "service-lib.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .Values.tmpSizeLimit }}
{{- end -}}

{{- define "service-lib.scheduling" -}}
{{- with .Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}
